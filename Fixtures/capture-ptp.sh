#!/bin/sh
# Captures real IEEE 1588 PTPv2 traffic for swiftnet's fixtures (needs root and
# `apt-get install -y linuxptp`): two network namespaces joined by a veth pair, ptp4l with software
# timestamping (-S) on each end, first over UDP/IPv4 (-4: event port 319, general port 320; sync,
# follow-up, delay request/response, announce), then over Ethernet (-2, EtherType 0x88f7) with the
# peer delay mechanism (-P: pdelay request/response/response follow-up), a management query from
# pmc on each transport. tcpdump on one end for a few seconds per run.
# Writes Fixtures/pcap/ptp-udp.pcap and ptp-l2.pcap. `make test` never runs this: the pcap is committed.
set -eu
cd "$(dirname "$0")"
. ./lablib.sh
lab_begin xl2 ptp
lab_netns a b
lab_veth a va b vb 02:00:00:00:0a:01 02:00:00:00:0b:01
ip -n $P-a addr add 198.18.0.1/24 dev $P-va
ip -n $P-b addr add 198.18.0.2/24 dev $P-vb

# The grandmaster side wins the best master clock choice by its priority.
cat > "$RUN/master.cfg" <<'EOF'
[global]
priority1 10
logAnnounceInterval 0
logSyncInterval -1
EOF
cat > "$RUN/slave.cfg" <<'EOF'
[global]
priority1 200
logMinDelayReqInterval -1
EOF

run() {
    name=$1
    shift
    lab_spawn ip netns exec $P-a tcpdump -U -i $P-va -w "$RUN/$name.pcap" \
        "udp port 319 or udp port 320 or ether proto 0x88f7" 2>/dev/null
    tpid=$LAB_LAST
    sleep 1
    lab_spawn ip netns exec $P-a ptp4l -S -i $P-va -f "$RUN/master.cfg" -m "$@" > "$RUN/$name-a.log" 2>&1
    apid=$LAB_LAST
    lab_spawn ip netns exec $P-b ptp4l -S -i $P-vb -f "$RUN/slave.cfg" -m "$@" > "$RUN/$name-b.log" 2>&1
    bpid=$LAB_LAST
    sleep 6
    # A management GET and its response (pmc talks to the local ptp4l, which forwards to the peer).
    ip netns exec $P-b pmc -u -b 1 'GET CURRENT_DATA_SET' > "$RUN/$name-pmc.log" 2>&1 || true
    sleep 1
    kill $apid $bpid 2>/dev/null || true
    wait $apid $bpid 2>/dev/null || true
    sleep 1
    kill $tpid 2>/dev/null || true
    wait $tpid 2>/dev/null || true
    cp "$RUN/$name.pcap" "pcap/$name.pcap"
}

run ptp-udp -4
run ptp-l2 -2 -P
echo "capture-ptp.sh: wrote pcap/ptp-udp.pcap and pcap/ptp-l2.pcap"
