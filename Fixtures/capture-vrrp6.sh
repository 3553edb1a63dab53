#!/bin/sh
# Captures real VRRPv3 over IPv6 for swiftnet's fixtures (needs root and
# `apt-get install -y keepalived`): two network namespaces joined by a veth pair, keepalived in
# each with two VRRPv3 instances over IPv6 (one virtual address, and two), the first router of
# higher priority; tcpdump on the backup's end sees the startup and the master's adverts, then the
# master stops (priority 0 advert) and the backup takes over. Link-local sources come from the
# fixed MACs. Writes Fixtures/pcap/vrrp6-lab.pcap. `make test` never runs this: the pcap is committed.
set -eu
cd "$(dirname "$0")"
. ./lablib.sh
lab_begin xj8 vrrp6
lab_netns a b
for ns in a b; do
    ip netns exec $P-$ns sysctl -qw net.ipv6.conf.all.accept_dad=0 net.ipv6.conf.default.accept_dad=0
done
lab_veth a va b vb 02:00:00:00:0a:01 02:00:00:00:0b:01
ip -n $P-a addr add 2001:db8:12::1/64 dev $P-va nodad
ip -n $P-b addr add 2001:db8:12::2/64 dev $P-vb nodad

write_conf() {
    cat > "$RUN/$1.conf" <<EOF
global_defs {
    router_id $P-$1
    vrrp_version 3
}
vrrp_instance one {
    state BACKUP
    interface $P-$2
    virtual_router_id 51
    priority $3
    advert_int 1
    virtual_ipaddress {
        2001:db8:12::100/64
    }
}
vrrp_instance two {
    state BACKUP
    interface $P-$2
    virtual_router_id 52
    priority $3
    advert_int 1
    virtual_ipaddress {
        2001:db8:12::200/64
        2001:db8:12::201/64
    }
}
EOF
}
write_conf a va 200
write_conf b vb 100

lab_spawn ip netns exec $P-b tcpdump -U -i $P-vb -w "$RUN/vrrp6.pcap" ip6 proto 112 2>/dev/null
sleep 2
for r in b a; do
    lab_spawn ip netns exec $P-$r keepalived -n -P -f "$RUN/$r.conf" -p "$RUN/$r.pid" -r "$RUN/$r-vrrp.pid" \
        -c "$RUN/$r-checkers.pid" > "$RUN/keepalived-$r.log" 2>&1
    eval "pid_$r=\$LAB_LAST"
done
sleep 6
# The master's shutdown sends priority-0 adverts; the backup then takes over.
kill "$pid_a"
sleep 4
lab_stop
sleep 1
cp "$RUN/vrrp6.pcap" pcap/vrrp6-lab.pcap
echo "capture-vrrp6: $(tcpdump -r pcap/vrrp6-lab.pcap 2>/dev/null | wc -l) packets in pcap/vrrp6-lab.pcap"
