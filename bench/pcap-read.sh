#!/usr/bin/env bash
# SwiftNetPcap read/write throughput: builds a tiny benchmark binary from Sources/SwiftNetPcap and
# bench/pcap/main.swift (release, -O), writes 5M small packets as pcap and pcapng, then times
# reading each with hyperfine and reports packets/s and peak RSS. Usage: bench/pcap-read.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-5000000}
WORK=$(mktemp -d /tmp/pcap-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
swiftc -O -wmo -module-name SwiftNetPcapBench Sources/SwiftNetPcap/*.swift bench/pcap/main.swift \
  -o "$WORK/pcap-bench"
echo "writing $COUNT packets of 60 bytes"
for format in pcap pcapng; do
  /usr/bin/time -f "write $format: %e s, peak RSS %M KiB" "$WORK/pcap-bench" write "$WORK/small.$format" "$COUNT" 60 "$format"
done
ls -l "$WORK"/small.*
for format in pcap pcapng; do
  /usr/bin/time -f "read $format: %e s, peak RSS %M KiB" "$WORK/pcap-bench" read "$WORK/small.$format"
  hyperfine --warmup 1 --runs 5 --export-json "$WORK/$format.json" "$WORK/pcap-bench read $WORK/small.$format" >/dev/null
  python3 - "$WORK/$format.json" "$COUNT" "$format" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))["results"][0]
count = int(sys.argv[2])
print(f"read {sys.argv[3]}: mean {result['mean']:.3f} s ± {result['stddev']:.3f} -> {count / result['mean'] / 1e6:.2f} M packets/s")
PY
done
