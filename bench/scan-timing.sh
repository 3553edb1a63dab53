#!/usr/bin/env bash
# swiftnet's default (adaptive) timing against `nmap -sS -T4` in the scenarios of issue 13, both
# tools in one hyperfine run per scenario: mean wall time of each, the ratio, and agreement on
# every port's state (from each tool's -oX of its last run).
#   lan-closed     one LAN host, 1-65535, listeners on 22/80/443/8080, every other port closed
#   lan-filtered   the same with 1,000 ports (20000-20999) silently dropped
#   routed         a host one router away (scripts/lab.sh router), 1-65535
#   drop-all       a host that drops everything, -Pn, the default top 1000 ports
#   tbf            1-10000 through a tbf qdisc (8 Mbit/s, 5 kB burst, 20 ms queue) on our side
#   top1000        the default port list (no -p) of the LAN host
# Needs root, a release build (SWIFTNET=...), nmap and hyperfine. RUNS=N runs per tool (default
# 1); CASES="lan-closed tbf" picks scenarios. Labs (198.18.N.0/24, 198.19.N.0/24 from
# scripts/lab.sh) and listeners are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
RUNS=${RUNS:-1}
CASES=${CASES:-lan-closed lan-filtered routed drop-all tbf top1000}
OUT=${OUT:-bench/out}
[ "$(id -u)" = 0 ] || { echo "bench/scan-timing.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/scan-timing.sh: build first (make release)"; exit 1; }
command -v nmap >/dev/null || { echo "bench/scan-timing.sh: nmap not installed"; exit 1; }
command -v hyperfine >/dev/null || { echo "bench/scan-timing.sh: hyperfine not installed"; exit 1; }
mkdir -p "$OUT"
export LAB_OWNER=$$
LAB= ROUTER= LISTENERS=()
cleanup() {
    # TERM, not KILL: the PID is `timeout`'s (ip netns exec execs it), which passes TERM on to its
    # python child; a KILL would leave the listener running until its own timeout.
    for pid in "${LISTENERS[@]}"; do kill "$pid" 2>/dev/null || true; done
    [ -n "$LAB" ] && bash scripts/lab.sh down "$LAB"
    [ -n "$ROUTER" ] && bash scripts/lab.sh down "$ROUTER"
    true
}
trap cleanup EXIT
read -r LAB SUBNET <<<"$(bash scripts/lab.sh up tscan)"
read -r ROUTER RSUBNET <<<"$(bash scripts/lab.sh router tscar)"
LAN=198.18.$SUBNET.2
FAR=198.19.$RSUBNET.2
# Only these lab addresses are ever scanned.
[[ "$LAN" =~ ^198\.18\.[0-9]{1,3}\.2$ && "$FAR" =~ ^198\.19\.[0-9]{1,3}\.2$ ]] || { echo "refusing $LAN $FAR"; exit 1; }
listen() { # namespace
    ip netns exec "$1" timeout 1800 python3 -c '
import socket, time
socks = []
for p in (22, 80, 443, 8080):
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", p)); s.listen(64); socks.append(s)
time.sleep(1800)' &
    LISTENERS+=($!)
}
listen "$LAB"
listen "$ROUTER"
sleep 0.5
nft_lab() { ip netns exec "$LAB" nft -f -; }

run_case() { # label target extra-args...
    local label=$1 target=$2; shift 2
    local args="$*"
    local sx="$OUT/timing-$label-swiftnet.xml" nx="$OUT/timing-$label-nmap.xml" js="$OUT/timing-$label.json"
    hyperfine --runs "$RUNS" --style none --export-json "$js" \
        -n swiftnet "$SWIFTNET scan -sS $args -oX $sx $target" \
        -n "nmap -T4" "nmap -sS -T4 $args -oX $nx $target" >/dev/null 2>&1
    python3 scripts/nmap-xml-states.py "$sx" >"$OUT/timing-$label-swiftnet.txt"
    python3 scripts/nmap-xml-states.py "$nx" >"$OUT/timing-$label-nmap.txt"
    local ports differ
    ports=$(wc -l <"$OUT/timing-$label-nmap.txt")
    differ=$(diff "$OUT/timing-$label-swiftnet.txt" "$OUT/timing-$label-nmap.txt" | grep -c '^<' || true)
    python3 - "$js" "$label" "$ports" "$differ" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
s, n = runs["swiftnet"], runs["nmap -T4"]
print(f'{sys.argv[2]:13} swiftnet {s["mean"]:6.2f} s (min {s["min"]:.2f})   nmap -T4 {n["mean"]:6.2f} s (min {n["min"]:.2f})'
      f'   nmap/swiftnet {n["mean"] / s["mean"]:5.2f}x   ports compared {sys.argv[3]}, differing {sys.argv[4]}')
PY
}

echo "== swiftnet scan (default timing) vs nmap -sS -T4, hyperfine --runs $RUNS, load $(cut -d' ' -f1-3 /proc/loadavg)"
for case in $CASES; do
    case $case in
    lan-closed) run_case lan-closed "$LAN" -p- ;;
    lan-filtered)
        nft_lab <<'NFT'
table inet bench {
  chain input {
    type filter hook input priority 0; policy accept;
    tcp dport 20000-20999 drop
  }
}
NFT
        run_case lan-filtered "$LAN" -p-
        ip netns exec "$LAB" nft delete table inet bench ;;
    routed) run_case routed "$FAR" -p- ;;
    drop-all)
        nft_lab <<'NFT'
table inet bench {
  chain input {
    type filter hook input priority 0; policy drop;
  }
}
NFT
        run_case drop-all "$LAN" -Pn
        ip netns exec "$LAB" nft delete table inet bench ;;
    tbf)
        tc qdisc add dev "$LAB-h" root tbf rate 8mbit burst 5kb latency 20ms
        run_case tbf "$LAN" -p1-10000
        tc qdisc del dev "$LAB-h" root ;;
    top1000) run_case top1000 "$LAN" ;;
    *) echo "unknown case $case" ;;
    esac
done
