#!/bin/sh
# Regenerates Fixtures/expected/*.out from Fixtures/TESTLIST with the real tcpdump (the oracle):
# each line is NAME PCAP EXPECTED [FLAGS...]; the expected file is `TZ=UTC tcpdump -n FLAGS -r PCAP`.
set -eu
cd "$(dirname "$0")"
command -v tcpdump >/dev/null || { echo "make-expected.sh: tcpdump is not installed (make deps)" >&2; exit 1; }
grep -v '^#' TESTLIST | while read -r name pcap expected flags; do
    [ -n "$name" ] || continue
    # shellcheck disable=SC2086
    TZ=UTC tcpdump -n $flags -r "$pcap" > "$expected" 2>/dev/null || true
done
echo "make-expected.sh: $(grep -vc '^#' TESTLIST) expected outputs written"
