#!/usr/bin/env bash
# Full 1-65535 TCP SYN scan of one namespace host with swiftnet and `nmap -sS -T4` in the same run:
# wall time of each, and agreement on every port's state. Two cases: 1000 ports silently dropped
# (filtered, so both tools must wait and retry) and no filtered port at all.
# Needs root; the lab (198.18.70.0/24) and its listener are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
RATE=${RATE:-200000}
LAB=bscan
OUT=${OUT:-bench/out}
[ "$(id -u)" = 0 ] || { echo "bench/scan.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/scan.sh: build first (make release)"; exit 1; }
command -v nmap >/dev/null || { echo "bench/scan.sh: nmap not installed"; exit 1; }
mkdir -p "$OUT"
LISTENER=
cleanup() {
    [ -n "$LISTENER" ] && kill -9 "$LISTENER" 2>/dev/null || true
    bash scripts/lab.sh down $LAB
}
trap cleanup EXIT
bash scripts/lab.sh up $LAB 70
TARGET=198.18.70.2
# Listeners on four ports (open), bounded to ten minutes.
ip netns exec $LAB timeout 600 python3 -c '
import socket, time
socks = []
for p in (22, 80, 443, 8080):
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", p)); s.listen(64); socks.append(s)
time.sleep(600)' &
LISTENER=$!
sleep 0.5

# Expands an nmap XML file (ports + extraports lists) to "port state" lines.
expand_xml() {
    python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
states = {}
for ports in root.iter('ports'):
    for p in ports.findall('port'):
        states[int(p.get('portid'))] = p.find('state').get('state')
    for extra in ports.findall('extraports'):
        for reason in extra.findall('extrareasons'):
            for part in reason.get('ports').split(','):
                a, _, b = part.partition('-')
                for n in range(int(a), int(b or a) + 1):
                    states[n] = extra.get('state')
for port in sorted(states):
    print(port, states[port])
PY
}

run_case() { # label
    local label=$1 start end
    start=$(date +%s.%N)
    "$SWIFTNET" scan -sS -p- --rate "$RATE" -oX "$OUT/scan-$label-swiftnet.xml" $TARGET >/dev/null
    end=$(date +%s.%N)
    local swiftnet_time; swiftnet_time=$(echo "$end - $start" | bc)
    start=$(date +%s.%N)
    nmap -sS -T4 -p- -oX "$OUT/scan-$label-nmap.xml" $TARGET >/dev/null
    end=$(date +%s.%N)
    local nmap_time; nmap_time=$(echo "$end - $start" | bc)
    expand_xml "$OUT/scan-$label-swiftnet.xml" >"$OUT/scan-$label-swiftnet.txt"
    expand_xml "$OUT/scan-$label-nmap.xml" >"$OUT/scan-$label-nmap.txt"
    local ports differ summary
    ports=$(wc -l <"$OUT/scan-$label-nmap.txt")
    differ=$(diff "$OUT/scan-$label-swiftnet.txt" "$OUT/scan-$label-nmap.txt" | grep -c '^<' || true)
    summary=$(awk '{c[$2]++} END {for (s in c) printf "%s=%d ", s, c[s]}' "$OUT/scan-$label-swiftnet.txt")
    printf "%-12s swiftnet %.2f s   nmap -T4 %.2f s   ratio %.2f   ports compared %d, differing %d   (%s)\n" \
        "$label" "$swiftnet_time" "$nmap_time" "$(echo "$swiftnet_time / $nmap_time" | bc -l)" "$ports" "$differ" "$summary"
}

echo "== full SYN scan of $TARGET (1-65535), swiftnet --rate $RATE vs nmap -sS -T4, same run"
ip netns exec $LAB nft -f - <<'NFT'
table inet bench {
  chain input {
    type filter hook input priority 0; policy accept;
    tcp dport 20000-20999 drop
  }
}
NFT
run_case filtered1000
ip netns exec $LAB nft delete table inet bench
run_case nofiltered
