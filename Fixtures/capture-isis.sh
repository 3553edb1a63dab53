#!/usr/bin/env bash
# Makes Fixtures/pcap/isis-lab.pcap (root only, needs Debian's frr): three namespaces in a line,
#   xr3-a (a0) --- (b0) xr3-b (b1) --- (c0) xr3-c
# each running frr's zebra and isisd. a-b is a broadcast (LAN) circuit at levels 1 and 2 with
# DIS election (LAN hellos, CSNPs, PSNPs); b-c is point-to-point (p2p hellos with the three-way
# adjacency TLV) with HMAC-MD5 hello authentication; the areas carry a clear-text area password
# in LSPs and SNPs. Wide metrics and the IPv6 unicast topology (MT TLVs) everywhere; c runs
# "transition" metrics so narrow IS and IP reachability TLVs appear too; b has MPLS-TE on
# (extended IS reachability sub-TLVs, TE router ID). Dynamic hostnames are on by default. a and c
# redistribute a stub network each (external reachability). Hellos are padded only while an
# adjacency forms, which keeps the file small. tcpdump records both links; the two
# files are merged by time. Addresses only from 198.18.0.0/15 and 2001:db8::/32.
#   bash Fixtures/capture-isis.sh        then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/lib/frr/isisd ]] || { echo "capture-isis.sh: needs frr (apt-get install -y frr)" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xr3 isis
OUT=Fixtures/pcap/isis-lab.pcap
SECONDS_TO_RUN=${SECONDS_TO_RUN:-8}

lab_netns a b c
lab_link a a0 b b0
lab_link b b1 c c0
lab_addr a a0 198.18.71.1/24 2001:db8:71::1/64
lab_addr b b0 198.18.71.2/24 2001:db8:71::2/64
lab_addr b b1 198.18.72.1/24 2001:db8:72::1/64
lab_addr c c0 198.18.72.2/24 2001:db8:72::2/64
ip -n "$P-b" addr add 198.18.70.2/32 dev lo
lab_stub a 198.19.73.1/24 2001:db8:73::1/64
lab_stub c 198.19.74.1/24 2001:db8:74::1/64

iface() { # name extra-lines
    printf 'interface %s\n ip router isis XR3\n ipv6 router isis XR3\n isis hello-interval 2\n isis csnp-interval 3\n%s\n' "$1" "$2"
}
config() {
    local n=$1 dir=$RUN/$1
    mkdir -p "$dir"
    printf 'hostname %s\n' "$P-$n" > "$dir/zebra.conf"
    {
        printf 'hostname %s\n' "$P-$n"
        case $n in
        a) iface a0 " isis hello padding during-adjacency-formation" ;;
        b) iface b0 " isis hello padding during-adjacency-formation"
           iface b1 " isis network point-to-point
 no isis hello padding
 isis password md5 xr3-hello"
           printf 'interface lo\n ip router isis XR3\n isis passive\n' ;;
        c) iface c0 " isis network point-to-point
 no isis hello padding
 isis password md5 xr3-hello" ;;
        esac
        printf 'router isis XR3\n is-type level-1-2\n area-password clear xr3-area\n topology ipv6-unicast\n lsp-gen-interval 1\n'
        case $n in
        a) printf ' net 49.0071.1981.8071.0001.00\n metric-style wide\n redistribute ipv4 connected level-1\n redistribute ipv6 connected level-1\n' ;;
        b) printf ' net 49.0071.1981.8071.0002.00\n metric-style wide\n mpls-te on\n mpls-te router-address 198.18.70.2\n' ;;
        c) printf ' net 49.0072.1981.8072.0002.00\n metric-style transition\n redistribute ipv4 connected level-2\n' ;;
        esac
    } > "$dir/isisd.conf"
}
for n in a b c; do config $n; done

lab_spawn ip netns exec "$P-b" tcpdump -i b0 -U -w "$RUN/b0.pcap" 'not ip and not ip6 and not arp'
lab_spawn ip netns exec "$P-b" tcpdump -i b1 -U -w "$RUN/b1.pcap" 'not ip and not ip6 and not arp'
sleep 1
lab_frr "a b c" isisd
sleep "$SECONDS_TO_RUN"
lab_stop
sleep 1
mergecap -F pcap -w "$OUT" "$RUN/b0.pcap" "$RUN/b1.pcap"
echo "capture-isis.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
