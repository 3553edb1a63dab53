#!/usr/bin/env bash
# Makes Fixtures/pcap/pim-lab.pcap (root only, needs Debian's frr): five namespaces in a line,
#   xr2-r (r0) --- (a1) xr2-a (a0) --- (b0) xr2-b (b1) --- (c0) xr2-c (c1) --- (s0) xr2-s
# a, b and c run frr's zebra and pimd (PIM-SM, b is the static RP for 239.0.0.0/8); r is a receiver
# host that joins 239.1.1.1 (an IGMP report to a), s a source sending UDP to 239.1.1.1. So the
# lab records PIM hellos (hold time, LAN prune delay, DR priority, generation ID, address list),
# the (*,G) join from a towards the RP, c's Registers carrying s's datagrams to b, b's
# Register-Stops and its (S,G) join towards c, and the IGMP queries and reports on r's link.
# Unicast routes are static (kernel routes that zebra reads for pimd's RPF lookups).
# Addresses only from 198.18.0.0/15.   bash Fixtures/capture-pim.sh   then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/lib/frr/pimd ]] || { echo "capture-pim.sh: needs frr (apt-get install -y frr)" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xr2 pim
OUT=Fixtures/pcap/pim-lab.pcap
SECONDS_TO_RUN=${SECONDS_TO_RUN:-25}

lab_netns r a b c s
lab_link r r0 a a1; lab_link a a0 b b0; lab_link b b1 c c0; lab_link c c1 s s0
lab_addr r r0 198.18.40.2/24; lab_addr a a1 198.18.40.1/24
lab_addr a a0 198.18.41.1/24; lab_addr b b0 198.18.41.2/24
lab_addr b b1 198.18.42.1/24; lab_addr c c0 198.18.42.2/24
lab_addr c c1 198.18.43.1/24; lab_addr s s0 198.18.43.2/24
ip -n "$P-r" route add default via 198.18.40.1
ip -n "$P-s" route add default via 198.18.43.1
ip -n "$P-a" route add 198.18.42.0/23 via 198.18.41.2
ip -n "$P-b" route add 198.18.40.0/24 via 198.18.41.1
ip -n "$P-b" route add 198.18.43.0/24 via 198.18.42.2
ip -n "$P-c" route add 198.18.40.0/23 via 198.18.42.1
for n in a b c; do ip netns exec "$P-$n" sysctl -qw net.ipv4.ip_forward=1; done

config() { # name, then interface stanzas
    local n=$1 dir=$RUN/$1; shift
    mkdir -p "$dir"
    printf 'hostname %s\n' "$P-$n" > "$dir/zebra.conf"
    {
        printf 'hostname %s\nip pim rp 198.18.41.2 239.0.0.0/8\nip pim join-prune-interval 10\n' "$P-$n"
        for i in "$@"; do
            printf 'interface %s\n ip pim\n ip pim hello 5 17\n' "$i"
            case $n/$i in
            a/a1) printf ' ip igmp\n ip igmp query-interval 5\n' ;;
            b/b0) printf ' ip pim drpriority 7\n' ;;
            esac
        done
    } > "$dir/pimd.conf"
}
config a a0 a1
config b b0 b1
config c c0 c1

lab_spawn ip netns exec "$P-a" tcpdump -i a1 -U -w "$RUN/ra.pcap" 'proto 103 or igmp' 2>/dev/null
lab_spawn ip netns exec "$P-a" tcpdump -i a0 -U -w "$RUN/ab.pcap" 'proto 103 or igmp' 2>/dev/null
lab_spawn ip netns exec "$P-c" tcpdump -i c0 -U -w "$RUN/bc.pcap" 'proto 103 or igmp' 2>/dev/null
sleep 1
lab_frr "a b c" pimd
sleep 6
# The receiver joins 239.1.1.1 on r0; the source sends a datagram every half second.
lab_spawn ip netns exec "$P-r" python3 -c '
import socket, struct, time
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, struct.pack("4s4s", socket.inet_aton("239.1.1.1"), socket.inet_aton("198.18.40.2")))
time.sleep(3600)'
sleep 3
lab_spawn ip netns exec "$P-s" python3 -c '
import socket, time
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 8)
s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("198.18.43.2"))
for i in range(10000):
    s.sendto(b"xr2-pim-%04d" % i, ("239.1.1.1", 5000)); time.sleep(0.5)'
sleep "$SECONDS_TO_RUN"
lab_stop
sleep 1
mergecap -F pcap -w "$OUT" "$RUN/ra.pcap" "$RUN/ab.pcap" "$RUN/bc.pcap"
echo "capture-pim.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
