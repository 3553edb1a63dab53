#!/usr/bin/env bash
# Full 1-65535 TCP SYN scan of one namespace host with swiftnet, `nmap -sS -T4` and masscan in the
# same run: wall time of each, agreement of swiftnet and nmap on every port's state, and of masscan
# with both on the open ports (masscan reports only those). Two cases: 1000 ports silently dropped
# (filtered, so the tools must wait and retry) and no filtered port at all.
# Needs root; the lab (a free 198.18.N.0/24 from scripts/lab.sh) and its listener are removed at
# the end.
# RUNS=N repeats both cases; RATE sets swiftnet's --rate (and masscan's unless MASSCAN_RATE);
# MASSCAN=0 skips masscan. Wall and CPU (user + system) time per tool; load average per case.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
RATE=${RATE:-400000}
RUNS=${RUNS:-1}
MASSCAN=${MASSCAN:-1}
MASSCAN_WAIT=${MASSCAN_WAIT:-1}
MASSCAN_RATE=${MASSCAN_RATE:-$RATE}
OUT=${OUT:-bench/out}
[ "$(id -u)" = 0 ] || { echo "bench/scan.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/scan.sh: build first (make release)"; exit 1; }
command -v nmap >/dev/null || { echo "bench/scan.sh: nmap not installed"; exit 1; }
if [ "$MASSCAN" = 1 ] && ! command -v masscan >/dev/null; then
    echo "bench/scan.sh: masscan not installed (make deps), skipping it"; MASSCAN=0
fi
mkdir -p "$OUT"
LISTENER=
PINGER=
cleanup() {
    # TERM reaches the python listener through `timeout` (KILL would orphan it).
    [ -n "$LISTENER" ] && kill "$LISTENER" 2>/dev/null || true
    [ -n "$PINGER" ] && kill -9 "$PINGER" 2>/dev/null || true
    bash scripts/lab.sh down $LAB
}
export LAB_OWNER=$$   # the lab belongs to this script (lab.sh runs in a subshell below)
LAB=
lab=$(bash scripts/lab.sh up bscan)
read -r LAB SUBNET <<<"$lab"
trap cleanup EXIT
TARGET=198.18.$SUBNET.2
# Every tool is pointed at this one lab address and nothing else.
[[ "$TARGET" =~ ^198\.18\.[0-9]{1,3}\.2$ ]] || { echo "bench/scan.sh: refusing target $TARGET"; exit 1; }
# Listeners on four ports (open), bounded to ten minutes.
ip netns exec $LAB timeout 600 python3 -c '
import socket, time
socks = []
for p in (22, 80, 443, 8080):
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", p)); s.listen(64); socks.append(s)
time.sleep(600)' &
LISTENER=$!
disown "$LISTENER"
sleep 0.5
# masscan writes its own Ethernet frames (libpcap) and does not use the kernel's neighbour
# table: in a veth lab it needs the adapter, our address and MAC, and the next hop's MAC (the
# target itself, on-link) spelled out.
OUR_MAC=$(cat /sys/class/net/$LAB-h/address)
TARGET_MAC=$(ip netns exec $LAB cat /sys/class/net/$LAB-p/address)

# Expands an nmap XML file (ports + extraports lists) to "port state" lines.
expand_xml() {
    python3 scripts/nmap-xml-states.py "$1"
}

seconds_since() { echo "$(date +%s.%N) - $1" | bc; }
# User + system CPU seconds of the command timed into file $1 by /usr/bin/time -f "%U %S".
cpu_of() { awk '{printf "%.2f", $1 + $2}' "$1"; }

run_masscan() { # label -> prints "wall open-ports"
    local label=$1 start
    # masscan 1.3.2's receive thread blocks in libpcap on an idle interface and never sees the
    # end of the scan: a slow, bounded ping to the lab host keeps a packet arriving now and then.
    ping -q -c 400 -i 0.05 "$TARGET" >/dev/null 2>&1 &
    PINGER=$!
    start=$(date +%s.%N)
    timeout 120 masscan "$TARGET" -p1-65535 --rate "$MASSCAN_RATE" --wait "$MASSCAN_WAIT" \
        --adapter "$LAB-h" --adapter-ip "198.18.$SUBNET.1" --adapter-mac "$OUR_MAC" --router-mac "$TARGET_MAC" \
        -oL "$OUT/scan-$label-masscan.txt" >/dev/null 2>&1 || true
    local wall; wall=$(seconds_since "$start")
    kill -9 "$PINGER" 2>/dev/null || true; wait "$PINGER" 2>/dev/null || true; PINGER=
    awk '$1 == "open" {print $3}' "$OUT/scan-$label-masscan.txt" | sort -n >"$OUT/scan-$label-masscan-open.txt"
    echo "$wall"
}

run_case() { # label
    local label=$1 start load
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$OUT/scan-$label-swiftnet.cpu" \
        "$SWIFTNET" scan -sS -p- --rate "$RATE" -oX "$OUT/scan-$label-swiftnet.xml" $TARGET >/dev/null
    local swiftnet_time; swiftnet_time=$(seconds_since "$start")
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$OUT/scan-$label-nmap.cpu" nmap -sS -T4 -p- -oX "$OUT/scan-$label-nmap.xml" $TARGET >/dev/null
    local nmap_time; nmap_time=$(seconds_since "$start")
    expand_xml "$OUT/scan-$label-swiftnet.xml" >"$OUT/scan-$label-swiftnet.txt"
    expand_xml "$OUT/scan-$label-nmap.xml" >"$OUT/scan-$label-nmap.txt"
    local ports differ summary
    ports=$(wc -l <"$OUT/scan-$label-nmap.txt")
    differ=$(diff "$OUT/scan-$label-swiftnet.txt" "$OUT/scan-$label-nmap.txt" | grep -c '^<' || true)
    summary=$(awk '{c[$2]++} END {for (s in c) printf "%s=%d ", s, c[s]}' "$OUT/scan-$label-swiftnet.txt")
    printf "%-12s load %s  swiftnet %.2f s (cpu %s)   nmap -T4 %.2f s (cpu %s)   ratio %.2f   ports compared %d, differing %d   (%s)\n" \
        "$label" "$load" "$swiftnet_time" "$(cpu_of "$OUT/scan-$label-swiftnet.cpu")" "$nmap_time" "$(cpu_of "$OUT/scan-$label-nmap.cpu")" \
        "$(echo "$swiftnet_time / $nmap_time" | bc -l)" "$ports" "$differ" "$summary"
    if [ "$MASSCAN" = 1 ]; then
        local masscan_time open_nmap open_masscan
        masscan_time=$(run_masscan "$label")
        awk '$2 == "open" {print $1}' "$OUT/scan-$label-nmap.txt" >"$OUT/scan-$label-nmap-open.txt"
        open_nmap=$(paste -sd, "$OUT/scan-$label-nmap-open.txt")
        open_masscan=$(paste -sd, "$OUT/scan-$label-masscan-open.txt")
        printf "%-12s masscan --rate %s --wait %s: %.2f s, open ports %s (nmap and swiftnet: %s) %s\n" \
            "$label" "$MASSCAN_RATE" "$MASSCAN_WAIT" "$masscan_time" "${open_masscan:-none}" "$open_nmap" \
            "$([ "$open_masscan" = "$open_nmap" ] && echo agree || echo DIFFER)"
    fi
}

echo "== full SYN scan of $TARGET (1-65535), swiftnet --rate $RATE vs nmap -sS -T4 vs masscan, same run"
for run in $(seq "$RUNS"); do
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
done
