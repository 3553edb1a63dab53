#!/usr/bin/env bash
# `make demo`: runs swiftnet's main jobs on bundled data. Later steps add a namespace lab.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
FIXTURE=Fixtures/pcap/demo.pcap
echo "== swiftnet decode $FIXTURE"
"$SWIFTNET" decode "$FIXTURE"
echo
echo "== swiftnet decode -v $FIXTURE"
"$SWIFTNET" decode -v "$FIXTURE"
echo
echo "== swiftnet decode -e -X -c 2 $FIXTURE"
"$SWIFTNET" decode -e -X -c 2 "$FIXTURE"
echo
if command -v tcpdump >/dev/null; then
    echo "== the same file through tcpdump -n -r and swiftnet decode: identical?"
    if cmp -s <(tcpdump -n -r "$FIXTURE" 2>/dev/null) <("$SWIFTNET" decode "$FIXTURE" 2>/dev/null); then
        echo "identical"
    else
        echo "DIFFERENT"
    fi
    echo
fi
echo "== swiftnet decode --json $FIXTURE (first 3 lines)"
"$SWIFTNET" decode --json "$FIXTURE" | head -3
