#!/usr/bin/env bash
# Makes Fixtures/pcap/openflow-lab.pcap (root only, needs `apt-get install -y openvswitch-switch
# openvswitch-testcontroller`): Open vSwitch's ovs-vswitchd (userspace "netdev" datapath, so no
# kernel module) in namespace xo8-s (198.18.88.1), ovs-testcontroller and ovs-ofctl in xo8-c
# (198.18.88.2), and a host xo8-h whose pings reach the bridge as table misses. Two sessions:
# OpenFlow 1.0, then 1.3, each with the switch's connection to the controller on 6653 (HELLO,
# FEATURES, SET_CONFIG, PACKET_IN/OUT, FLOW_MOD, ECHO, BARRIER...) and ovs-ofctl talking to the
# switch's passive port 6633 (statistics of every kind, port descriptions, config, flow and port
# mods, queue config). Torn down on exit (Fixtures/lablib.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/sbin/ovs-vswitchd && -x /usr/bin/ovs-testcontroller ]] || {
    echo "capture-openflow.sh: apt-get install -y openvswitch-switch openvswitch-testcontroller" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xo8 openflow
OUT=Fixtures/pcap/openflow-lab.pcap
lab_netns s c h
lab_veth s s0 c c0 02:00:00:00:88:01 02:00:00:00:88:02
lab_veth s p1 h h0 02:00:00:00:88:11 02:00:00:00:88:12
ip -n "$P-s" addr add 198.18.88.1/24 dev "$P-s0"
ip -n "$P-c" addr add 198.18.88.2/24 dev "$P-c0"
ip -n "$P-h" addr add 198.18.89.2/24 dev "$P-h0"
for n in s c; do ip netns exec "$P-$n" ethtool -K "$P-${n}0" tx off >/dev/null 2>&1 || true; done

# Open vSwitch's database and switch, their sockets, pid files and logs all in $RUN.
export OVS_RUNDIR=$RUN OVS_LOGDIR=$RUN OVS_DBDIR=$RUN
ovsdb-tool create "$RUN/conf.db" /usr/share/openvswitch/vswitch.ovsschema
DB=unix:$RUN/db.sock
lab_spawn ip netns exec "$P-s" ovsdb-server "$RUN/conf.db" --remote=punix:"$RUN/db.sock" \
    --pidfile="$RUN/ovsdb.pid" --unixctl="$RUN/ovsdb.ctl" --log-file="$RUN/ovsdb.log"
sleep 1
VSCTL="ovs-vsctl --db=$DB --no-wait"
$VSCTL init
lab_spawn ip netns exec "$P-s" ovs-vswitchd "$DB" --pidfile="$RUN/vswitchd.pid" \
    --unixctl="$RUN/vswitchd.ctl" --log-file="$RUN/vswitchd.log"
sleep 2

lab_spawn ip netns exec "$P-s" tcpdump -n -i "$P-s0" -w "$RUN/cap.pcap" -U 'tcp port 6653 or tcp port 6633'
sleep 1

session() { # session VERSION-NAME CONTROLLER-OPTIONS
    $VSCTL -- --may-exist add-br br0 -- set bridge br0 datapath_type=netdev protocols="$1" \
        other-config:datapath-id=0000000000000a01 -- --may-exist add-port br0 "$P-p1"
    lab_spawn ip netns exec "$P-c" ovs-testcontroller $2 ptcp:6653:198.18.88.2
    CONTROLLER=$LAB_LAST
    $VSCTL set-controller br0 tcp:198.18.88.2:6653 ptcp:6633:198.18.88.1
    sleep 4
    # Table misses: the host's ARP and pings become PACKET_INs, the controller's answers PACKET_OUTs
    # and FLOW_MODs.
    ip netns exec "$P-h" ping -c 2 -i 0.5 -W 1 198.18.89.1 >/dev/null 2>&1 || true
    OFCTL="ip netns exec $P-c ovs-ofctl -O $1 --timeout=5"
    T=tcp:198.18.88.1:6633
    # (No table statistics or table features: 254 tables make megabytes of replies.)
    for cmd in show dump-desc dump-ports dump-flows dump-aggregate queue-stats get-frags \
               dump-ports-desc dump-groups dump-group-stats dump-meters meter-stats; do
        $OFCTL $cmd $T >/dev/null 2>&1 || true
    done
    $OFCTL add-flow $T "priority=100,ip,nw_src=198.18.89.0/24,tcp,tp_dst=80,actions=mod_vlan_vid:5,mod_nw_tos:32,output:1" \
        >/dev/null 2>&1 || true
    $OFCTL add-flow $T "priority=90,arp,actions=NORMAL" >/dev/null 2>&1 || true
    $OFCTL add-flow $T "priority=80,icmp,icmp_type=8,actions=set_queue:3,output:LOCAL" >/dev/null 2>&1 || true
    $OFCTL mod-port $T "$P-p1" no-flood >/dev/null 2>&1 || true
    $OFCTL set-frags $T drop >/dev/null 2>&1 || true
    $OFCTL queue-get-config $T 1 >/dev/null 2>&1 || true
    $OFCTL dump-flows $T >/dev/null 2>&1 || true
    $OFCTL del-flows $T "ip" >/dev/null 2>&1 || true
    $OFCTL add-flow $T "in_port=99,actions=output:1" >/dev/null 2>&1 || true
    sleep 6
    kill "$CONTROLLER" 2>/dev/null || true
    $VSCTL del-controller br0
    sleep 1
}
session OpenFlow10 ""
session OpenFlow13 "-O OpenFlow13"
lab_stop
sleep 1
# ovs-ofctl asks for table statistics before most commands, and the 254 tables' replies run to a
# megabyte each time: keep the first segment of each, drop the full-sized ones after it; keep only
# segments with a payload (the handshakes and thousands of bare acknowledgements go).
tcpdump -r "$RUN/cap.pcap" -w "$OUT" \
    'not (tcp src port 6633 and greater 1400) and ip[2:2] - ((ip[0] & 0xf) << 2) - ((tcp[12] & 0xf0) >> 2) != 0' 2>/dev/null
tcpdump -n -r "$OUT" 2>/dev/null | grep -c OpenFlow
chown root:root "$OUT" 2>/dev/null || true
