#!/usr/bin/env bash
# Bounded resources (issue 6): peak RSS of `swiftnet decode` on a 10M-packet capture spread over
# millions of distinct TCP connections (the relative-sequence flow table must stay bounded), next
# to tcpdump on the same file, and at 1M / 3M / 10M packets of that file (-c) to show the curve is
# flat; then peak RSS of `swiftnet scan` over a /16. The scans go to 127.x.0.0/16 only: loopback
# is the one /16 the project may send to without lab hosts (COMMON.md), and closed loopback ports
# answer at once. Generates the capture once into bench/out/ (gitignored).
#
#   SWIFTNET=path/to/swiftnet bash bench/resources.sh     (default .build/release/swiftnet)
#   COUNT=N (packets, default 10000000), FLOWS=N (connections, default 4000000), SCAN=0 (skip scans),
#   LIMIT=S (seconds before tcpdump with relative sequence numbers is stopped, default 180)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
COUNT=${COUNT:-10000000}
FLOWS=${FLOWS:-4000000}
SCAN=${SCAN:-1}
LIMIT=${LIMIT:-180}
OUT=bench/out
export TZ=UTC
mkdir -p "$OUT"

for tool in tcpdump python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "resources.sh: $tool is missing (make deps)" >&2; exit 69; }
done
[ -x "$SWIFTNET" ] || { echo "resources.sh: $SWIFTNET not built (make release)" >&2; exit 69; }

FILE="$OUT/flows-$COUNT-$FLOWS.pcap"
if [ ! -s "$FILE" ]; then
    echo "generating $FILE ($COUNT packets over $FLOWS connections)"
    start=$SECONDS
    python3 bench/gen-flows.py "$COUNT" "$FLOWS" "$FILE.tmp" && mv "$FILE.tmp" "$FILE"
    echo "  done in $((SECONDS - start)) s, $(du -m "$FILE" | cut -f1) MB"
fi

measure() {  # LABEL COMMAND... : one run, stdout discarded; prints peak RSS, wall and CPU time
    local label=$1
    shift
    /usr/bin/time -f "%M %e %U %S %x" -o "$OUT/time.txt" "$@" >/dev/null 2>"$OUT/stderr.txt" || true
    tail -1 "$OUT/time.txt" | awk -v label="$label" \
        '{ printf "| %s | %.1f MB | %s s | %.2f s | %s |\n", label, $1 / 1024, $2, $3 + $4, $5 }'
}

measure_limited() {  # LABEL COMMAND... : like measure, but stopped after $LIMIT s wall; then says
    # how far into the file it got (its read offset) and its peak RSS so far. tcpdump's relative
    # sequence table is a fixed 4099-bucket chained hash that never forgets, so with millions of
    # connections every lookup walks a long chain and the run slows to a crawl.
    local label=$1
    shift
    "$@" >/dev/null 2>&1 &
    local pid=$! waited=0 position=0 size
    size=$(stat -c %s "$FILE")
    while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt "$LIMIT" ]; do
        sleep 1
        waited=$((waited + 1))
        for fd in /proc/$pid/fd/*; do
            if [ "$(readlink "$fd" 2>/dev/null)" = "$(realpath "$FILE")" ]; then
                position=$(awk '/^pos:/ { print $2 }' "/proc/$pid/fdinfo/${fd##*/}" 2>/dev/null || echo "$position")
            fi
        done
        rss=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || echo "${rss:-0}")
    done
    if kill -0 "$pid" 2>/dev/null; then
        kill "$pid"
        wait "$pid" 2>/dev/null || true
        awk -v label="$label" -v rss="$rss" -v limit="$LIMIT" -v pos="$position" -v size="$size" \
            'BEGIN { printf "| %s | %.1f MB after %d s (still growing) | stopped at %d s, %.1f%% of the file read | | killed |\n", label, rss / 1024, limit, limit, 100 * pos / size }'
    else
        wait "$pid" 2>/dev/null || true
        measure "$label" "$@"   # it finished: run it again for exact figures
    fi
}

echo
echo "== decode: $COUNT packets, $FLOWS distinct TCP connections (every segment ACK, no SYN)"
echo "| command | peak RSS | wall | CPU | exit |"
echo "| --- | --- | --- | --- | --- |"
for n in 1000000 3000000; do
    [ "$n" -lt "$COUNT" ] && measure "swiftnet decode -c $n" "$SWIFTNET" decode -c "$n" "$FILE"
done
measure "swiftnet decode (all $COUNT)" "$SWIFTNET" decode "$FILE"
measure "swiftnet decode --json (all)" "$SWIFTNET" decode --json "$FILE"
measure "swiftnet decode -S (absolute seq, no flow table)" "$SWIFTNET" decode -S "$FILE"
measure "tcpdump -n -S -r (absolute seq, all)" tcpdump -n -S -r "$FILE"
measure_limited "tcpdump -n -r (relative seq)" tcpdump -n -r "$FILE"
echo
echo "outputs: $(cmp -s <("$SWIFTNET" decode -c 300000 "$FILE" 2>/dev/null) <(tcpdump -n -c 300000 -r "$FILE" 2>/dev/null) \
    && echo "first 300000 lines identical to tcpdump's" || echo "DIFFER from tcpdump's in the first 300000 lines")"

if [ "$SCAN" = 1 ]; then
    echo
    echo "== scan: peak RSS by target block size (loopback only; -Pn, closed ports answer RST)"
    echo "| command | peak RSS | wall | CPU | exit |"
    echo "| --- | --- | --- | --- | --- |"
    measure "scan -sT -p 1 127.1.0.0/24" "$SWIFTNET" scan -sT -Pn -p 1 --open --rate 50000 127.1.0.0/24
    measure "scan -sT -p 1 127.1.0.0/20" "$SWIFTNET" scan -sT -Pn -p 1 --open --rate 50000 127.1.0.0/20
    measure "scan -sT -p 1 127.1.0.0/16" "$SWIFTNET" scan -sT -Pn -p 1 --open --rate 50000 127.1.0.0/16
    measure "scan -sT -p 1-4 127.2.0.0/16" "$SWIFTNET" scan -sT -Pn -p 1-4 --open --rate 50000 127.2.0.0/16
    if [ "$(id -u)" = 0 ]; then
        measure "scan -sS -p 1 127.3.0.0/16" "$SWIFTNET" scan -sS -Pn -p 1 --open --rate 50000 127.3.0.0/16
    fi
fi
