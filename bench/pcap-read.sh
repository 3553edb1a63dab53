#!/usr/bin/env bash
# SwiftNetPcap read/write throughput: builds a tiny benchmark binary from Sources/SwiftNetPcap and
# bench/pcap/main.swift (release, -O), writes 5M small packets as pcap and pcapng, then times
# reading each with hyperfine and reports packets/s and peak RSS; last, streams 4.5 GB of pcap plus a
# cut-off record through a pipe to show 64-bit offsets and flat memory. Usage: bench/pcap-read.sh [COUNT]
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
cpu = result["user"] + result["system"]
print(f"read {sys.argv[3]}: wall {result['mean']:.3f} s ± {result['stddev']:.3f} -> {count / result['mean'] / 1e6:.2f} M packets/s"
      f" (CPU {cpu:.3f} s -> {count / cpu / 1e6:.2f} M packets/s)")
PY
done
rm -f "$WORK"/small.*
echo "pipe: 3M packets of 1500 bytes (4.5 GB) then 10 stray bytes; expect one error past 4 GiB"
{ "$WORK/pcap-bench" write - 3000000 1500; printf '0123456789'; } |
  /usr/bin/time -f "read 4.5 GB from a pipe: %e s, peak RSS %M KiB" "$WORK/pcap-bench" read - || true
