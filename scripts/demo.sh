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

# capture: live capture in its own namespace lab (198.18.28.0/24, torn down at the end of the step).
echo
echo "== swiftnet decode -f 'icmp or udp' $FIXTURE (offline BPF filter)"
"$SWIFTNET" decode -f 'icmp or udp' "$FIXTURE" | head -5
if [ "$(id -u)" = 0 ]; then
    (
        trap 'bash scripts/lab.sh down democap' EXIT
        bash scripts/lab.sh up democap 28
        echo
        echo "== swiftnet capture -i democap-h -d 'icmp' (the compiled BPF, as tcpdump -d)"
        "$SWIFTNET" capture -i democap-h -d icmp
        echo
        echo "== swiftnet capture -i democap-h -c 4 --immediate-mode icmp, while pinging 198.18.28.2"
        "$SWIFTNET" capture -i democap-h -c 4 --immediate-mode -w /tmp/swiftnet-demo.pcap --print icmp &
        capture=$!
        sleep 1
        ping -n -q -c 2 -i 0.2 198.18.28.2 >/dev/null
        wait $capture
        echo "== tcpdump -n -r /tmp/swiftnet-demo.pcap (the file swiftnet wrote)"
        tcpdump -n -r /tmp/swiftnet-demo.pcap
        rm -f /tmp/swiftnet-demo.pcap
    )
else
    echo "(capture demo skipped: needs root for the namespace lab)"
fi
