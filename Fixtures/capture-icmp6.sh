#!/bin/sh
# Captures real ICMPv6 router advertisements and node information queries for swiftnet's fixtures
# (needs root and `apt-get install -y radvd`; ping is iputils'): two network namespaces joined by a
# veth pair; radvd in one advertises a prefix, MTU, advertisement interval, home agent information,
# a route, RDNSS and DNSSL (RFC 4861, 4191, 6275, 8106), solicited by the other side's router
# solicitation; iputils `ping -N` sends node information queries (RFC 4620) for each qtype it
# knows (Linux does not answer them). tcpdump on the advertising side for a few seconds.
# Writes Fixtures/pcap/icmp6-lab.pcap. `make test` never runs this: the pcap is committed.
set -eu
cd "$(dirname "$0")"
. ./lablib.sh
lab_begin xv6 icmp6
lab_netns a b
lab_veth a va b vb
ip -n $P-a link set $P-va address 02:00:00:00:0a:01
ip -n $P-b link set $P-vb address 02:00:00:00:0b:01
ip -n $P-a addr add 2001:db8:60::1/64 dev $P-va nodad
ip -n $P-b addr add 2001:db8:60::2/64 dev $P-vb nodad
ip netns exec $P-a sysctl -qw net.ipv6.conf.all.forwarding=1
ip netns exec $P-b sysctl -qw net.ipv6.conf.$P-vb.accept_ra=2

cat > "$RUN/radvd.conf" <<EOF2
interface $P-va {
    AdvSendAdvert on;
    MinRtrAdvInterval 3;
    MaxRtrAdvInterval 4;
    AdvManagedFlag on;
    AdvOtherConfigFlag on;
    AdvHomeAgentFlag on;
    AdvHomeAgentInfo on;
    HomeAgentPreference 10;
    HomeAgentLifetime 1800;
    AdvIntervalOpt on;
    AdvLinkMTU 1480;
    AdvDefaultPreference high;
    prefix 2001:db8:60::/64 {
        AdvOnLink on;
        AdvAutonomous on;
        AdvRouterAddr on;
    };
    route 2001:db8:61::/48 {
        AdvRoutePreference low;
        AdvRouteLifetime 3600;
    };
    RDNSS 2001:db8:60::53 2001:db8:60::54 {
        AdvRDNSSLifetime 600;
    };
    DNSSL example.com lab.example {
        AdvDNSSLLifetime 600;
    };
};
EOF2

ip netns exec $P-a tcpdump -U -i $P-va -w "$RUN/icmp6.pcap" icmp6 2>/dev/null &
tpid=$!
LAB_PIDS="$LAB_PIDS $tpid"
sleep 1
lab_spawn ip netns exec $P-a radvd -n -C "$RUN/radvd.conf" -p "$RUN/radvd.pid" -m stderr
sleep 2
# A router solicitation from b (rdisc6 is not needed: toggling the link makes the kernel send one).
ip -n $P-b link set $P-vb down
ip -n $P-b link set $P-vb up
sleep 2
for what in name ipv6 ipv6-all ipv4 subject-ipv6=2001:db8:60::1 subject-name=host.example; do
    ip netns exec $P-b ping -c 1 -W 1 -N "$what" 2001:db8:60::1 > /dev/null 2>&1 || true
done
sleep 1
kill "$tpid" 2>/dev/null || true
sleep 0.5
cp "$RUN/icmp6.pcap" pcap/icmp6-lab.pcap
echo "capture-icmp6: $(tcpdump -r pcap/icmp6-lab.pcap 2>/dev/null | wc -l) packets"
