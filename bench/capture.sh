#!/usr/bin/env bash
# Live capture benchmark (issue 3): a bounded burst of UDP datagrams into a namespace lab's veth at
# several rates while swiftnet capture -w, then tcpdump -w, capture it with the same filter and
# default options. Reports offered, captured and kernel-dropped packets for each.
#
#   SWIFTNET=path/to/swiftnet bash bench/capture.sh     (root; default .build/release/swiftnet)
#   BURST=N datagrams per run (default 200000), RATES="20000 100000 flood" (packets/s or flood),
#   EXTRA="-B 8192" extra flags for both tools.
# Traffic goes only to the lab host 198.18.29.2 (scripts/lab.sh up capb 29), removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
BURST=${BURST:-200000}
RATES=${RATES:-"20000 100000 300000 flood"}
EXTRA=${EXTRA:-}
OUT=bench/out
LAB=capb
N=29
HOST=198.18.$N.2
FILTER="udp and dst host $HOST and dst port 9"
mkdir -p "$OUT"

[ "$(id -u)" = 0 ] || { echo "capture.sh: needs root (namespaces, capture)" >&2; exit 77; }
for tool in tcpdump; do
    command -v "$tool" >/dev/null || { echo "capture.sh: $tool is missing (make deps)" >&2; exit 69; }
done
[ -x "$SWIFTNET" ] || { echo "capture.sh: $SWIFTNET not built (make release)" >&2; exit 69; }

bash scripts/lab.sh up $LAB $N
trap 'bash scripts/lab.sh down $LAB' EXIT
# Let the lab host drop the datagrams quietly instead of answering each with port unreachable.
ip netns exec $LAB nft -f - <<NFT
table inet capb { chain input { type filter hook input priority 0; udp dport 9 drop; } }
NFT
ping -c 1 -W 1 -q $HOST >/dev/null  # resolve the neighbour before the burst

wait_listening() {  # ERRFILE PID
    for _ in $(seq 100); do
        grep -q "listening on" "$1" 2>/dev/null && return 0
        kill -0 "$2" 2>/dev/null || return 1
        sleep 0.05
    done
    return 1
}

run() {  # TOOL RATE -> prints one table row
    local tool=$1 rate=$2 file="$OUT/capture-$1.pcap" err="$OUT/capture-$1.err" send
    rm -f "$file"
    if [ "$tool" = swiftnet ]; then
        "$SWIFTNET" capture -i $LAB-h $EXTRA -w "$file" "$FILTER" 2>"$err" &
    else
        tcpdump -i $LAB-h $EXTRA -w "$file" "$FILTER" 2>"$err" &
    fi
    local pid=$!
    wait_listening "$err" $pid || { echo "capture.sh: $tool did not start: $(cat "$err")" >&2; exit 1; }
    if [ "$rate" = flood ]; then send=(--flood); else send=(--rate "$rate"); fi
    local start=$(date +%s.%N)
    "$SWIFTNET" udp $HOST -p 9 -k -d 18 -c "$BURST" "${send[@]}" -q --timeout 0 >/dev/null 2>&1 || true
    local seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
    sleep 2  # past the 1 s read timeout: the last kernel block reaches the capture
    kill -INT $pid
    wait $pid || true
    local captured dropped received
    captured=$(awk '/packets? captured/ { print $1 }' "$err")
    received=$(awk '/received by filter/ { print $1 }' "$err")
    dropped=$(awk '/dropped by kernel/ { print $1 }' "$err")
    printf "| %s | %s | %.2f s | %s | %s | %s | %s |\n" "$rate" "$tool" "$seconds" "$BURST" "$received" "$captured" "$dropped"
}

echo "burst of $BURST UDP datagrams (60-byte frames) per run; filter '$FILTER'; extra flags: '${EXTRA:-none}'"
echo "| rate (packets/s) | tool | send time | offered | received by filter | captured | dropped by kernel |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for rate in $RATES; do
    run swiftnet "$rate"
    run tcpdump "$rate"
done
