#!/usr/bin/env bash
# Bounded UDP flood into a namespace lab veth: packets per second and CPU time per packet for
# `swiftnet udp --flood` through both of its send paths (the default over an Ethernet-like
# interface, AF_PACKET injection, and `--no-inject`, the raw IP socket; sendmmsg batches of 256)
# and `hping3 --flood`, same target, same run. Bounds: COUNT packets and SECONDS for swiftnet,
# SECONDS for hping3 (SIGINT, then its own statistics). Needs root; the lab (198.18.NET.0/24,
# a free subnet from scripts/lab.sh, or NET=N) is removed at the end. The load average is printed before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
COUNT=${COUNT:-1000000}
SECONDS_BOUND=${SECONDS_BOUND:-20}
[ "$(id -u)" = 0 ] || { echo "bench/send.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/send.sh: build first (make release)"; exit 1; }
export LAB_OWNER=$$   # the lab belongs to this script (lab.sh runs in a subshell below)
lab=$(bash scripts/lab.sh up bsend ${NET:-})
read -r LAB NET <<<"$lab"
trap 'bash scripts/lab.sh down $LAB' EXIT
# The lab host drops the flood at its first hook, so both tools pay the same receive cost and no
# ICMP errors come back.
ip netns exec $LAB nft add table inet bench
ip netns exec $LAB nft add chain inet bench input '{ type filter hook input priority -300; }'
ip netns exec $LAB nft add rule inet bench input udp dport 9 drop
TARGET=198.18.$NET.2


echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== swiftnet udp --flood -c $COUNT --duration $SECONDS_BOUND $TARGET -p 9 (default: AF_PACKET injection over the veth)"
TIMEFORMAT='swiftnet (default, AF_PACKET) cpu: user %U s, sys %S s, wall %R s'
time "$SWIFTNET" udp "$TARGET" -p 9 --flood -c "$COUNT" --duration "$SECONDS_BOUND" --timeout 0.1 -q 2>&1 | tail -1
echo
echo "== swiftnet udp --flood --no-inject (raw IP socket), same bounds"
TIMEFORMAT='swiftnet --no-inject cpu: user %U s, sys %S s, wall %R s'
time "$SWIFTNET" udp "$TARGET" -p 9 --flood --no-inject -c "$COUNT" --duration "$SECONDS_BOUND" --timeout 0.1 -q 2>&1 | tail -1
echo
echo "== hping3 --udp -p 9 --flood $TARGET (stopped with SIGINT after $SECONDS_BOUND s)"
TIMEFORMAT='hping3 cpu: user %U s, sys %S s, wall %R s'
time (timeout -s INT "$SECONDS_BOUND" hping3 --udp -p 9 --flood "$TARGET" 2>&1 | grep -E "transmitted" || true)
echo "(hping3 rate = transmitted / wall; CPU per packet = (user + sys) / transmitted)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
