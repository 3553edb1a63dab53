#!/usr/bin/env bash
# Heap allocations per packet of decode, text and --json (issue 10: zero in steady state). Counts
# allocator calls with an LD_PRELOAD shim (bench/malloc-count.c) over two files of the same traffic,
# SMALL and LARGE packets, and prints (calls(LARGE) - calls(SMALL)) / (LARGE - SMALL): what each
# further packet costs, start-up and table growth excluded.
#
#   SWIFTNET=path/to/swiftnet bash bench/alloc.sh     (default .build/release/swiftnet)
#   SMALL=N LARGE=M (packets, default 100000 and 1000000); KIND=few-flows|many-addresses
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
SMALL=${SMALL:-100000}
LARGE=${LARGE:-1000000}
KIND=${KIND:-few-flows}
OUT=bench/out
mkdir -p "$OUT"
[ -x "$SWIFTNET" ] || { echo "alloc.sh: $SWIFTNET not built (make release)" >&2; exit 69; }
command -v cc >/dev/null || { echo "alloc.sh: no C compiler" >&2; exit 69; }
cc -O2 -shared -fPIC -o "$OUT/malloc-count.so" bench/malloc-count.c -ldl

for count in "$SMALL" "$LARGE"; do
    file="$OUT/$KIND-$count.pcap"
    [ -s "$file" ] || python3 bench/gen-pcap.py "$KIND" "$count" "$file"
done

count_calls() {  # ARGS...
    LD_PRELOAD="$PWD/$OUT/malloc-count.so" "$SWIFTNET" "$@" 2>&1 >/dev/null | awk '/^allocations/ { print $2 }' | tail -1
}

for mode in text json; do
    flag=""; [ "$mode" = json ] && flag="--json"
    small=$(count_calls decode $flag "$OUT/$KIND-$SMALL.pcap")
    large=$(count_calls decode $flag "$OUT/$KIND-$LARGE.pcap")
    python3 -c "import sys; s, l, a, b = map(int, sys.argv[1:]); print(f'$mode: {s} allocations for {a} packets, {l} for {b}: {(l - s) / (b - a):.4f} per packet')" \
        "$small" "$large" "$SMALL" "$LARGE"
done
