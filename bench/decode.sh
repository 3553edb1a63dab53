#!/usr/bin/env bash
# Decode benchmark (issue 2): swiftnet decode against tcpdump -n -r on 1M-packet files, and
# swiftnet decode --json against tshark -T json on 100k packets. Generates the files once into
# bench/out/ (gitignored). Checks first that swiftnet and tcpdump print identical text, then times
# both with hyperfine, prints packets/s, the ratio and peak RSS (/usr/bin/time -v).
#
# Timing is `hyperfine -N --output=pipe`: no shell, and stdout is a pipe hyperfine drains (as
# `| consumer` would be), so the cost of writing the text is counted; /dev/null would hide it. User
# and system CPU are printed beside the wall time, and the load average before each comparison: on
# a shared machine wall time moves with the load, CPU time much less.
#
#   SWIFTNET=path/to/swiftnet bash bench/decode.sh      (default .build/release/swiftnet)
#   RUNS=N (hyperfine runs, default 3), COUNT=N (packets per big file, default 1000000)
#   ROUTING_COUNT=N (packets of the mixed routing file, default 200000; bench/gen-routing.py replays
#   the lab captures of frr, babeld, lldpd, dnsmasq and xl2tpd); ONLY_ROUTING=1 times just that file.
#   BASELINE=path/to/older/swiftnet: also time that build against this one on the same files in the
#   same hyperfine run (text and --json), for before/after figures of a change; ONLY_BASELINE=1
#   skips the comparisons with tcpdump and tshark.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
RUNS=${RUNS:-3}
COUNT=${COUNT:-1000000}
JSON_COUNT=${JSON_COUNT:-100000}
ROUTING_COUNT=${ROUTING_COUNT:-200000}
OUT=bench/out
export TZ=UTC
mkdir -p "$OUT"

for tool in hyperfine tcpdump tshark python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "decode.sh: $tool is missing (make deps)" >&2; exit 69; }
done
[ -x "$SWIFTNET" ] || { echo "decode.sh: $SWIFTNET not built (make release)" >&2; exit 69; }

generate() {  # KIND COUNT FILE
    if [ ! -s "$3" ]; then
        echo "generating $3 ($2 packets)"
        local start=$SECONDS
        python3 bench/gen-pcap.py "$1" "$2" "$3.tmp" && mv "$3.tmp" "$3"
        echo "  done in $((SECONDS - start)) s"
    fi
}
if [ ! -s "$OUT/routing-$ROUTING_COUNT.pcap" ]; then
    python3 bench/gen-routing.py "$ROUTING_COUNT" "$OUT/routing-$ROUTING_COUNT.pcap"
fi
if [ "${ONLY_ROUTING:-0}" != 1 ]; then
    generate few-flows "$COUNT" "$OUT/few-flows-$COUNT.pcap"
    generate many-addresses "$COUNT" "$OUT/many-addresses-$COUNT.pcap"
    generate few-flows "$JSON_COUNT" "$OUT/few-flows-$JSON_COUNT.pcap"
fi

peak_rss_mb() {  # COMMAND... ; prints the peak resident set of one run in MB
    /usr/bin/time -v "$@" >/dev/null 2>"$OUT/time.txt" || true
    awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$OUT/time.txt"
}

mean_seconds() {  # hyperfine JSON export, command index
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["mean"])' "$1" "$2"
}

cpu_seconds() {  # hyperfine JSON export, command index: "user U s + sys S s"
    python3 -c 'import json,sys; r = json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]
user, system = r["user"], r["system"]
print(f"user {user:.3f} s + sys {system:.3f} s")' "$1" "$2"
}

load_average() { cut -d" " -f1-3 /proc/loadavg; }

compare() {  # NAME FILE PACKETS SWIFTNET-ARGS REFERENCE-COMMAND
    local name=$1 file=$2 packets=$3 args=$4 reference=$5
    echo
    echo "== $name: $SWIFTNET decode $args $file  vs  $reference $file (load average $(load_average))"
    if [ -z "$args" ]; then
        if cmp -s <("$SWIFTNET" decode "$file" 2>/dev/null) <(tcpdump -n -r "$file" 2>/dev/null); then
            echo "outputs identical (swiftnet decode and tcpdump -n -r)"
        else
            echo "OUTPUTS DIFFER; first difference:"
            diff <("$SWIFTNET" decode "$file" 2>/dev/null) <(tcpdump -n -r "$file" 2>/dev/null) | head -6 || true
        fi
    else
        local bad
        bad=$("$SWIFTNET" decode $args "$file" 2>/dev/null | python3 -c '
import json, sys
bad = 0
for line in sys.stdin:
    try: json.loads(line)
    except ValueError: bad += 1
print(bad)')
        echo "JSON lines that do not parse: $bad"
    fi
    hyperfine -N --output=pipe --style basic --warmup 1 --runs "$RUNS" --export-json "$OUT/$name.json" \
        "$SWIFTNET decode $args $file" "$reference $file" 2>/dev/null | grep -E "Time|±" || true
    local ours theirs
    ours=$(mean_seconds "$OUT/$name.json" 0)
    theirs=$(mean_seconds "$OUT/$name.json" 1)
    echo "CPU: swiftnet $(cpu_seconds "$OUT/$name.json" 0); reference $(cpu_seconds "$OUT/$name.json" 1)"
    python3 - "$ours" "$theirs" "$packets" <<'PY'
import sys
ours, theirs, packets = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
def rate(seconds):
    per_second = packets / seconds
    return f"{per_second / 1e6:.2f} M" if per_second >= 1e5 else f"{per_second / 1e3:.1f} k"
print(f"swiftnet {ours:.3f} s = {rate(ours)} packets/s; "
      f"reference {theirs:.3f} s = {rate(theirs)} packets/s; ratio {theirs / ours:.1f}x")
PY
    echo "peak RSS: swiftnet $(peak_rss_mb "$SWIFTNET" decode $args "$file") MB," \
         "reference $(peak_rss_mb $reference "$file") MB"
}

solo() {  # NAME FILE PACKETS ARGS: swiftnet alone (no reference tool runs at this size)
    local name=$1 file=$2 packets=$3 args=$4
    echo
    echo "== $name: $SWIFTNET decode $args $file (load average $(load_average))"
    hyperfine -N --output=pipe --style basic --warmup 1 --runs "$RUNS" --export-json "$OUT/$name.json" \
        "$SWIFTNET decode $args $file" 2>/dev/null | grep -E "Time|±" || true
    echo "CPU: swiftnet $(cpu_seconds "$OUT/$name.json" 0)"
    python3 - "$(mean_seconds "$OUT/$name.json" 0)" "$packets" <<'PY'
import sys
seconds, packets = float(sys.argv[1]), int(sys.argv[2])
print(f"swiftnet {seconds:.3f} s = {packets / seconds / 1e6:.2f} M packets/s")
PY
    echo "peak RSS: swiftnet $(peak_rss_mb "$SWIFTNET" decode $args "$file") MB"
}

against_baseline() {  # NAME FILE PACKETS ARGS: $BASELINE (before) and $SWIFTNET (after), one run
    local name=$1 file=$2 packets=$3 args=$4
    echo
    echo "== before/after $name: $BASELINE vs $SWIFTNET decode $args $file (load average $(load_average))"
    if cmp -s <("$BASELINE" decode $args "$file" 2>/dev/null) <("$SWIFTNET" decode $args "$file" 2>/dev/null); then
        echo "outputs identical"
    else
        echo "outputs differ (expected for --json when the schema changed)"
    fi
    hyperfine -N --output=pipe --style basic --warmup 1 --runs "$RUNS" --export-json "$OUT/$name-baseline.json" \
        "$BASELINE decode $args $file" "$SWIFTNET decode $args $file" 2>/dev/null | grep -E "Time|±" || true
    echo "CPU: before $(cpu_seconds "$OUT/$name-baseline.json" 0); after $(cpu_seconds "$OUT/$name-baseline.json" 1)"
    python3 - "$(mean_seconds "$OUT/$name-baseline.json" 0)" "$(mean_seconds "$OUT/$name-baseline.json" 1)" "$packets" <<'PY'
import sys
before, after, packets = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
print(f"before {before:.3f} s = {packets / before / 1e6:.2f} M packets/s; after {after:.3f} s = "
      f"{packets / after / 1e6:.2f} M packets/s; after/before time {after / before:.2f}")
PY
}

if [ "${ONLY_ROUTING:-0}" = 1 ]; then
    compare routing "$OUT/routing-$ROUTING_COUNT.pcap" "$ROUTING_COUNT" "" "tcpdump -n -r"
    exit 0
fi

if [ -n "${BASELINE:-}" ]; then
    [ -x "$BASELINE" ] || { echo "decode.sh: BASELINE=$BASELINE is not an executable" >&2; exit 69; }
    against_baseline text-few-flows "$OUT/few-flows-$COUNT.pcap" "$COUNT" ""
    against_baseline text-many-addresses "$OUT/many-addresses-$COUNT.pcap" "$COUNT" ""
    against_baseline json-few-flows "$OUT/few-flows-$COUNT.pcap" "$COUNT" "--json"
    against_baseline json-many-addresses "$OUT/many-addresses-$COUNT.pcap" "$COUNT" "--json"
    [ "${ONLY_BASELINE:-0}" = 1 ] && exit 0
fi

compare few-flows "$OUT/few-flows-$COUNT.pcap" "$COUNT" "" "tcpdump -n -r"
compare many-addresses "$OUT/many-addresses-$COUNT.pcap" "$COUNT" "" "tcpdump -n -r"
compare routing "$OUT/routing-$ROUTING_COUNT.pcap" "$ROUTING_COUNT" "" "tcpdump -n -r"
compare json "$OUT/few-flows-$JSON_COUNT.pcap" "$JSON_COUNT" "--json" "tshark -T json -r"
solo json-few-flows "$OUT/few-flows-$COUNT.pcap" "$COUNT" "--json"
solo json-many-addresses "$OUT/many-addresses-$COUNT.pcap" "$COUNT" "--json"
