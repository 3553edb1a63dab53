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
P=xl2
RUN=$(mktemp -d /tmp/$P-ptp.XXXXXX)
pids=""
cleanup() {
    for pid in $pids; do kill "$pid" 2>/dev/null || true; done
    sleep 0.5
    ip netns del $P-a 2>/dev/null || true
    ip netns del $P-b 2>/dev/null || true
    [ -n "${KEEP:-}" ] || rm -rf "$RUN"
}
trap cleanup EXIT INT TERM
ip netns add $P-a
ip netns add $P-b
ip link add $P-va type veth peer name $P-vb
ip link set $P-va netns $P-a
ip link set $P-vb netns $P-b
ip -n $P-a link set $P-va address 02:00:00:00:0a:01
ip -n $P-b link set $P-vb address 02:00:00:00:0b:01
for side in a b; do
    ip -n $P-$side link set lo up
    ip -n $P-$side link set $P-v$side up
done
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
    ip netns exec $P-a tcpdump -U -i $P-va -w "$RUN/$name.pcap" "udp port 319 or udp port 320 or ether proto 0x88f7" \
        2>/dev/null &
    tpid=$!
    sleep 1
    ip netns exec $P-a ptp4l -S -i $P-va -f "$RUN/master.cfg" -m "$@" > "$RUN/$name-a.log" 2>&1 &
    apid=$!
    ip netns exec $P-b ptp4l -S -i $P-vb -f "$RUN/slave.cfg" -m "$@" > "$RUN/$name-b.log" 2>&1 &
    bpid=$!
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
