#!/usr/bin/env bash
# Makes Fixtures/pcap/rpki-rtr-lab.pcap (root only, needs `apt-get install -y stayrtr`): Debian's
# stayrtr cache in namespace xr9-s (198.18.93.1, TCP 323) serving a small local VRP file (never the
# default URL on the internet), and stayrtr's rtrdump client in xr9-c (198.18.93.2): a version 0
# reset query and the cache's answer (cache response, IPv4 and IPv6 prefixes, end of data), a
# version 0 serial query for the current serial, then version 1 and 2 sessions, which tcpdump
# 4.99.3 prints as `RPKI-RTRv1 (unknown)` (a v0-only cache answers them with an error report).
# Torn down on exit (Fixtures/lablib.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/bin/stayrtr && -x /usr/bin/rtrdump ]] || {
    echo "capture-rpki-rtr.sh: apt-get install -y stayrtr" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xr9 rpki-rtr
OUT=Fixtures/pcap/rpki-rtr-lab.pcap
lab_netns s c
lab_veth s s0 c c0 02:00:00:00:93:01 02:00:00:00:93:02
ip -n "$P-s" addr add 198.18.93.1/24 dev "$P-s0"
ip -n "$P-c" addr add 198.18.93.2/24 dev "$P-c0"
for n in s c; do ip netns exec "$P-$n" ethtool -K "$P-${n}0" tx off >/dev/null 2>&1 || true; done

cat > "$RUN/vrps.json" <<'JSON'
{"metadata": {"buildtime": "2026-11-24T12:00:00Z"},
 "roas": [
  {"prefix": "198.18.0.0/16", "maxLength": 24, "asn": "AS65001", "ta": "lab"},
  {"prefix": "198.19.0.0/16", "maxLength": 16, "asn": "AS65002", "ta": "lab"},
  {"prefix": "2001:db8::/32", "maxLength": 48, "asn": "AS4200000001", "ta": "lab"},
  {"prefix": "2001:db8:100::/40", "maxLength": 40, "asn": "AS65003", "ta": "lab"}
 ]}
JSON

lab_spawn ip netns exec "$P-s" tcpdump -n -i "$P-s0" -w "$RUN/cap.pcap" -U 'tcp port 323'
sleep 1
lab_spawn ip netns exec "$P-s" stayrtr -protocol "${RTR_PROTOCOL:-0}" -cache "$RUN/vrps.json" -checktime=false \
    -bind 198.18.93.1:323 -metrics.addr 198.18.93.1:9847 -refresh 3600 -loglevel info
sleep 2
client() {
    ip netns exec "$P-c" timeout 4 rtrdump -connect 198.18.93.1:323 -file "$RUN/out-$1.json" "${@:2}" \
        >> "$RUN/client.log" 2>&1 || true
}
client v0 -rtr.version 0
client v0-serial -rtr.version 0 -serial -serial.value 0 -session.id 0
client v1 -rtr.version 1
client v2 -rtr.version 2
sleep 1
lab_stop
sleep 1
cp "$RUN/cap.pcap" "$OUT"
tcpdump -n -r "$OUT" 2>/dev/null | head -60
