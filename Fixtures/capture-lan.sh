#!/bin/sh
# Captures real LAN control traffic for swiftnet's fixtures (needs root and `apt-get install -y lldpd`):
# two network namespaces joined by a veth pair, lldpd in each (LLDP with LLDP-MED, plus CDPv1/v2,
# so the peers send every TLV lldpd knows: chassis/port ids, TTL, descriptions, capabilities,
# management addresses, 802.1 PVID/VLAN name via a VLAN sub-interface, 802.3 MAC/PHY and max
# frame size, MED capabilities/policy/inventory), tcpdump on one end for a few seconds.
# Writes Fixtures/pcap/lldp-lab.pcap and cdp-lab.pcap. `make test` never runs this: the pcap is committed.
set -eu
cd "$(dirname "$0")"
. ./lablib.sh
lab_begin xl1 lan
chmod 755 "$RUN"  # lldpd drops to its own user and must reach its control socket
lab_netns a b
lab_veth a va b vb 02:00:00:00:01:01 02:00:00:00:02:01
for side in a b; do
    ns=$P-$side
    # A VLAN sub-interface makes lldpd send 802.1 VLAN name TLVs (skipped where the kernel has no 8021q).
    if ip -n $ns link add link $P-v$side name $P-v$side.42 type vlan id 42 2>/dev/null; then
        ip -n $ns link set $P-v$side.42 up
    fi
done
ip -n $P-a addr add 198.18.0.1/24 dev $P-va
ip -n $P-a addr add 2001:db8::1/64 dev $P-va nodad
ip -n $P-b addr add 198.18.0.2/24 dev $P-vb
ip -n $P-b addr add 2001:db8::2/64 dev $P-vb nodad

for side in a b; do
    ns=$P-$side
    mkdir -p "$RUN/$side"
    # a: -ccc sends CDPv1 and v2 even with no CDP peer (lldpd then sends CDP only, it follows its
    # peers' protocols); b: LLDP with LLDP-MED as an endpoint (-M 1), deaf to CDP.
    protocols=$( [ $side = a ] && echo "-ccc -M 4" || echo "-M 1" )
    lab_spawn ip netns exec $ns lldpd -d $protocols -u "$RUN/$side/ctl" -p "$RUN/$side/pid" \
        -I $P-v$side -m $( [ $side = a ] && echo 198.18.0.1 || echo 198.18.0.2 ) >"$RUN/$side/log" 2>&1
done
sleep 1
for side in a b; do
    ns=$P-$side
    ctl="lldpcli -u $RUN/$side/ctl"
    ip netns exec $ns $ctl configure system hostname sw-$side || true
    ip netns exec $ns $ctl configure system description "swiftnet lab $side" || true
    ip netns exec $ns $ctl configure lldp tx-interval 1 || true
    ip netns exec $ns $ctl configure ports $P-v$side lldp portdescription "uplink-$side" || true
    ip netns exec $ns $ctl configure med policy application voice vlan 42 priority voice dscp 46 || true
    ip netns exec $ns $ctl configure med location coordinate latitude 48.85667N longitude 2.2014E altitude 117.47 m datum WGS84 || true
    ip netns exec $ns $ctl configure med power pd source pse priority high value 5000 || true
    ip netns exec $ns $ctl configure dot3 power pse supported enabled paircontrol powerpairs spare class class-3 || true
done
sleep 1
# Capture only after the configuration so every frame carries it.
lab_spawn ip netns exec $P-a tcpdump -Z root -i $P-va -w "$RUN/cap.pcap" -U \
    'ether proto 0x88cc or ether dst 01:00:0c:cc:cc:cc' 2>/dev/null
sleep 1
sleep 4
lab_stop
sleep 1
# Keep a few frames of each protocol (they repeat every second).
tcpdump -r "$RUN/cap.pcap" -w pcap/lldp-lab.pcap -c 6 'ether proto 0x88cc' 2>/dev/null
tcpdump -r "$RUN/cap.pcap" -w pcap/cdp-lab.pcap -c 6 'ether dst 01:00:0c:cc:cc:cc' 2>/dev/null
for f in pcap/lldp-lab.pcap pcap/cdp-lab.pcap; do
    echo "capture-lan.sh: $(tcpdump -r "$f" 2>/dev/null | grep -c '^[0-9]') frames in $f"
done
