#!/usr/bin/env bash
# Where a default scan's time goes, beside nmap -T4: one lab host with listeners on 22/80/443/8080
# (scripts/lab.sh), three rounds of: swiftnet -p- at the default template, -T4 and -T5 (ceilings
# 1000000, 1500000, 2000000 probes/s), the default top 1000, and nmap -T4 -p- and top 1000; each
# swiftnet line gives the wall time and SWIFTNET_SCAN_DEBUG's phase times (discovery, next hops,
# pass 0 with its window, engine, port scan). Then `strace -f -c` and `strace -f -tt` of one top-1000
# run into /tmp/scan-phases-strace-{c,tt}.txt. Usage: bash bench/scan-phases.sh RELEASE-BINARY
# (root; nmap and bc). Only the lab host 198.18.N.2 is scanned; the lab is removed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${1:?usage: bench/scan-phases.sh RELEASE-BINARY}
[ "$(id -u)" = 0 ] || { echo "bench/scan-phases.sh: needs root"; exit 0; }
export LAB_OWNER=$$
read -r LAB SUB <<<"$(bash scripts/lab.sh up s6ph)"
H=198.18.$SUB.2
[[ "$H" =~ ^198\.18\.[0-9]{1,3}\.2$ ]] || { echo "refusing $H"; exit 1; }
ip netns exec "$LAB" timeout 300 python3 -c '
import socket, time
socks = []
for p in (22, 80, 443, 8080):
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", p)); s.listen(64); socks.append(s)
time.sleep(300)' &
LP=$!
trap 'kill $LP 2>/dev/null; bash scripts/lab.sh down "$LAB"' EXIT
sleep 0.5
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
run() { # label args...
    local label=$1; shift
    local s e
    s=$(date +%s.%N); SWIFTNET_SCAN_DEBUG=1 "$BIN" scan -sS "$@" -oX /tmp/scan-phases.xml "$H" 2>/tmp/scan-phases.txt >/dev/null; e=$(date +%s.%N)
    echo "$label wall $(echo "$e - $s" | bc)  $(grep -E "done at|pass 0" /tmp/scan-phases.txt | sed -E 's/.*scan: ([a-z0-9 ()]*) done at ([0-9.]{5}).*/\1=\2/; s/.*pass 0: .*window ([0-9]+) .*at ([0-9.]{5}).*/pass0(window \1)=\2/' | tr '\n' ' ')"
}
timed() { # label command...
    local label=$1; shift
    local s e
    s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N)
    echo "$label wall $(echo "$e - $s" | bc)"
}
for _ in 1 2 3; do
    run "default -p-" -p-
    run "T4 -p-" -T4 -p-
    run "T5 -p-" -T5 -p-
    run "default top1000"
    timed "nmap -T4 -p-" nmap -sS -T4 -p- -oX /tmp/scan-phases-nmap.xml "$H"
    timed "nmap -T4 top1000" nmap -sS -T4 -oX /tmp/scan-phases-nmap.xml "$H"
done
strace -f -c -o /tmp/scan-phases-strace-c.txt "$BIN" scan -sS "$H" >/dev/null 2>&1
strace -f -tt -T -o /tmp/scan-phases-strace-tt.txt "$BIN" scan -sS "$H" >/dev/null 2>&1
