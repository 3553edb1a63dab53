#!/usr/bin/env bash
# Real tunnel traffic for the issue-12 fixtures (root only). Two namespaces, xt1-a and xt1-b, joined
# by a veth pair (underlay 198.18.0.1/2, 2001:db8::1/2):
#  - VXLAN-GPE: the kernel's vxlan device in `external gpe` mode on UDP 4790, an IPv4 route with
#    lightweight-tunnel encapsulation (VNI 10), and pings between 198.19.1.1 and 198.19.1.2 through it;
#  - L2TPv2: xl2tpd as LNS in xl2tpd-b and LAC in xl2tpd-a; the LAC opens a tunnel and a session
#    (SCCRQ/SCCRP/SCCCN, ICRQ/ICRP/ICCN with their AVPs, ZLB acknowledgements, HELLO); pppd then
#    fails in a namespace without /dev/ppp, so the session and tunnel are torn down (CDN, StopCCN).
# The underlay is recorded with tcpdump in xt1-a. Every address is in 198.18.0.0/15 or 2001:db8::/32.
# The kernel here has no geneve/gre/ipip/sit/ip6tnl/l2tp_* modules, so those protocols are covered
# by Fixtures/generate/tunnels.py instead.
#   bash Fixtures/capture-tunnels.sh     writes Fixtures/pcap/lab-vxlan-gpe.pcap and lab-l2tp.pcap
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-tunnels.sh: needs root (network namespaces)" >&2; exit 77; }
command -v xl2tpd >/dev/null || { echo "capture-tunnels.sh: apt-get install -y xl2tpd" >&2; exit 77; }
WORK=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    ip netns del xt1-a 2>/dev/null || true
    ip netns del xt1-b 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
A="ip netns exec xt1-a"
B="ip netns exec xt1-b"
ip netns add xt1-a
ip netns add xt1-b
ip link add xt1-va netns xt1-a type veth peer name xt1-vb netns xt1-b
$A ip link set lo up; $B ip link set lo up
$A ip link set xt1-va address 02:00:00:00:00:01 up
$B ip link set xt1-vb address 02:00:00:00:00:02 up
$A ip addr add 198.18.0.1/24 dev xt1-va; $B ip addr add 198.18.0.2/24 dev xt1-vb
$A ip addr add 2001:db8::1/64 dev xt1-va nodad; $B ip addr add 2001:db8::2/64 dev xt1-vb nodad
sleep 1

capture() {  # capture FILE: starts tcpdump on the underlay
    $A tcpdump -i xt1-va -U -w "$1" udp 2>/dev/null & capture_pid=$!
    pids+=("$capture_pid")
    sleep 1
}
stop_capture() {
    sleep 1
    kill -INT "$capture_pid"; wait "$capture_pid" || true
}

# VXLAN-GPE (layer-3 payloads: next protocol IPv4).
for side in a b; do
    ns="ip netns exec xt1-$side"
    $ns ip link add xt1-gpe type vxlan external gpe dstport 4790
    $ns ip link set xt1-gpe up
done
$A ip addr add 198.19.1.1/32 dev xt1-gpe; $B ip addr add 198.19.1.2/32 dev xt1-gpe
$A ip route add 198.19.1.2/32 encap ip id 10 dst 198.18.0.2 dev xt1-gpe
$B ip route add 198.19.1.1/32 encap ip id 10 dst 198.18.0.1 dev xt1-gpe
capture Fixtures/pcap/lab-vxlan-gpe.pcap
$A ping -c 3 -i 0.2 -I 198.19.1.1 198.19.1.2 >/dev/null
stop_capture

# L2TPv2 with xl2tpd.
for side in a b; do
    mkdir -p "$WORK/$side"
    echo "noauth" > "$WORK/$side/options"
done
cat > "$WORK/b/xl2tpd.conf" <<CONF
[global]
listen-addr = 198.18.0.2
port = 1701
[lns default]
ip range = 198.19.2.10-198.19.2.20
local ip = 198.19.2.1
require authentication = no
hostname = lns.lab.test
pppoptfile = $WORK/b/options
CONF
cat > "$WORK/a/xl2tpd.conf" <<CONF
[global]
listen-addr = 198.18.0.1
port = 1701
[lac xt1]
lns = 198.18.0.2
autodial = yes
redial = no
hostname = lac.lab.test
require authentication = no
pppoptfile = $WORK/a/options
CONF
capture Fixtures/pcap/lab-l2tp.pcap
$B xl2tpd -D -c "$WORK/b/xl2tpd.conf" -p "$WORK/b/pid" -C "$WORK/b/control" >"$WORK/b/log" 2>&1 & pids+=($!)
$A xl2tpd -D -c "$WORK/a/xl2tpd.conf" -p "$WORK/a/pid" -C "$WORK/a/control" >"$WORK/a/log" 2>&1 & pids+=($!)
sleep 6
stop_capture
[[ -n "${XT1_DEBUG:-}" ]] && cat "$WORK"/a/log "$WORK"/b/log
echo "capture-tunnels.sh: wrote Fixtures/pcap/lab-vxlan-gpe.pcap ($(tcpdump -r Fixtures/pcap/lab-vxlan-gpe.pcap 2>/dev/null | wc -l) packets)" \
     "and Fixtures/pcap/lab-l2tp.pcap ($(tcpdump -r Fixtures/pcap/lab-l2tp.pcap 2>/dev/null | wc -l) packets)"
