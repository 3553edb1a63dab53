#!/usr/bin/env bash
# Offline filter benchmark (issue 3): `swiftnet decode -f EXPR -w OUT IN` against
# `tcpdump -r IN -w OUT EXPR` on a 1M-packet file. Checks first that both write byte-identical
# files, then times both with hyperfine and prints packets/s and the ratio.
#
#   SWIFTNET=path/to/swiftnet bash bench/filter.sh      (default .build/release/swiftnet)
#   RUNS=N (hyperfine runs, default 5), COUNT=N (packets in the file, default 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
RUNS=${RUNS:-5}
COUNT=${COUNT:-1000000}
OUT=bench/out
mkdir -p "$OUT"

for tool in hyperfine tcpdump python3 cmp; do
    command -v "$tool" >/dev/null || { echo "filter.sh: $tool is missing (make deps)" >&2; exit 69; }
done
[ -x "$SWIFTNET" ] || { echo "filter.sh: $SWIFTNET not built (make release)" >&2; exit 69; }

INPUT="$OUT/few-flows-$COUNT.pcap"
if [ ! -s "$INPUT" ]; then
    echo "generating $INPUT ($COUNT packets)"
    python3 bench/gen-pcap.py few-flows "$COUNT" "$INPUT.tmp" && mv "$INPUT.tmp" "$INPUT"
fi

# 'tcp port 80' is the issue's expression (nothing in this traffic uses port 80, so it measures
# reading and filtering); 'tcp port 443' keeps about a fifth of the packets, so writing counts too;
# the third walks the IPv4 header length and TCP flags.
for expression in 'tcp port 80' 'tcp port 443' 'tcp[tcpflags] & tcp-push != 0 and not port 22'; do
    ours="$OUT/filter-swiftnet.pcap"
    theirs="$OUT/filter-tcpdump.pcap"
    "$SWIFTNET" decode -f "$expression" -w "$ours" "$INPUT" 2>/dev/null
    tcpdump -r "$INPUT" -w "$theirs" "$expression" 2>/dev/null
    if ! cmp -s "$ours" "$theirs"; then
        echo "filter.sh: '$expression': swiftnet and tcpdump wrote different files" >&2
        exit 1
    fi
    kept=$(( ($(stat -c %s "$ours") - 24) ))
    echo "== '$expression': identical output ($(stat -c %s "$ours") bytes)"
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$OUT/filter.json" \
        -n swiftnet "$SWIFTNET decode -f '$expression' -w $ours $INPUT" \
        -n tcpdump "tcpdump -r $INPUT -w $theirs '$expression'" 2>/dev/null | grep -E "Time|±|faster|swiftnet|tcpdump" || true
    python3 - "$OUT/filter.json" "$COUNT" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
count = int(sys.argv[2])
ours, theirs = results["swiftnet"]["mean"], results["tcpdump"]["mean"]
print(f"   swiftnet {ours:.3f} s ({count / ours / 1e6:.2f} M packets/s), "
      f"tcpdump {theirs:.3f} s ({count / theirs / 1e6:.2f} M packets/s), tcpdump/swiftnet = {theirs / ours:.2f}")
PY
done
