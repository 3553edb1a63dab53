#!/bin/sh
# `make fixtures`: rebuilds every generated capture (Fixtures/generate/*.py, python3 stdlib only),
# then the expected outputs from tcpdump. Real captures (Fixtures/pcap/lab-*.pcap, demo.pcap) are
# made by scripts/capture-fixtures.sh inside a namespace lab and are not regenerated here.
set -eu
cd "$(dirname "$0")"
for script in generate/*.py; do
    [ "$(basename "$script")" = pcaplib.py ] && continue
    (cd generate && python3 "$(basename "$script")")
done
sh make-expected.sh
