#!/usr/bin/env bash
# Bounded UDP flood into a namespace lab veth: packets per second and CPU time per packet for
# `swiftnet udp --flood` (raw socket, sendmmsg batches of 256) and `hping3 --flood`, same target,
# same run. Bounds: COUNT packets and SECONDS for swiftnet, SECONDS for hping3 (SIGINT, then its
# own statistics). Needs root; the lab (198.18.NET.0/24, NET=50) is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
COUNT=${COUNT:-1000000}
SECONDS_BOUND=${SECONDS_BOUND:-20}
LAB=bsend
NET=${NET:-50}    # lab subnet 198.18.NET.0/24; pick a free one when other labs run
[ "$(id -u)" = 0 ] || { echo "bench/send.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/send.sh: build first (make release)"; exit 1; }
trap 'bash scripts/lab.sh down $LAB' EXIT
bash scripts/lab.sh up $LAB $NET
# The lab host drops the flood at its first hook, so both tools pay the same receive cost and no
# ICMP errors come back.
ip netns exec $LAB nft add table inet bench
ip netns exec $LAB nft add chain inet bench input '{ type filter hook input priority -300; }'
ip netns exec $LAB nft add rule inet bench input udp dport 9 drop
TARGET=198.18.$NET.2


echo "== swiftnet udp --flood -c $COUNT --duration $SECONDS_BOUND $TARGET -p 9"
TIMEFORMAT='swiftnet cpu: user %U s, sys %S s, wall %R s'
time "$SWIFTNET" udp "$TARGET" -p 9 --flood -c "$COUNT" --duration "$SECONDS_BOUND" --timeout 0.1 -q 2>&1 | tail -2
echo
echo "== swiftnet udp --flood --inject (AF_PACKET to the next hop's MAC, qdisc bypass), same bounds"
TIMEFORMAT='swiftnet --inject cpu: user %U s, sys %S s, wall %R s'
time "$SWIFTNET" udp "$TARGET" -p 9 --flood --inject -c "$COUNT" --duration "$SECONDS_BOUND" --timeout 0.1 -q 2>&1 | tail -1
echo
echo "== hping3 --udp -p 9 --flood $TARGET (stopped with SIGINT after $SECONDS_BOUND s)"
TIMEFORMAT='hping3 cpu: user %U s, sys %S s, wall %R s'
time (timeout -s INT "$SECONDS_BOUND" hping3 --udp -p 9 --flood "$TARGET" 2>&1 | grep -E "transmitted" || true)
echo "(hping3 rate = transmitted / wall; CPU per packet = (user + sys) / transmitted)"
