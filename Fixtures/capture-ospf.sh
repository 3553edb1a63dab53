#!/usr/bin/env bash
# Makes Fixtures/pcap/ospf2-lab.pcap and ospf3-lab.pcap (root only, needs Debian's frr): three namespaces in a line,
#   xo1-a (a0) --- (b0) xo1-b (b1) --- (c0) xo1-c
# each running frr's zebra, ospfd and ospf6d from a per-namespace config directory. a-b is area 0
# with OSPFv2 MD5 authentication, b-c is area 1 as an NSSA with simple-password authentication; b is
# the ABR (summary LSAs, NSSA translation), a and c redistribute a stub network's prefix (AS
# external and NSSA LSAs), TE and router-information opaque LSAs are on, and near the end b announces
# a graceful restart (grace LSAs). tcpdump records both links for about 30 seconds; the two files are
# merged by time, then split into OSPFv2 (ospf2-lab.pcap) and OSPFv3 (ospf3-lab.pcap).
# Addresses only from 198.18.0.0/15 and 2001:db8::/32.
#   bash Fixtures/capture-ospf.sh        then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/lib/frr/ospfd ]] || { echo "capture-ospf.sh: needs frr (apt-get install -y frr)" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xo1 ospf
OUT2=Fixtures/pcap/ospf2-lab.pcap
OUT3=Fixtures/pcap/ospf3-lab.pcap
SECONDS_TO_RUN=${SECONDS_TO_RUN:-30}

lab_netns a b c
lab_link a a0 b b0
lab_link b b1 c c0
lab_addr a a0 198.18.1.1/24 2001:db8:1::1/64
lab_addr b b0 198.18.1.2/24 2001:db8:1::2/64
lab_addr b b1 198.18.2.1/24 2001:db8:2::1/64
lab_addr c c0 198.18.2.2/24 2001:db8:2::2/64
lab_stub a 198.19.98.1/24 2001:db8:98::1/64
lab_stub c 198.19.99.1/24 2001:db8:99::1/64

# config NAME ROUTER-ID: the three daemons' files in $RUN/NAME.
config() {
    local n=$1 id=$2 dir=$RUN/$1
    mkdir -p "$dir"
    case $n in
    a) local v4ifs="interface a0
 ip ospf area 0
 ip ospf hello-interval 5
 ip ospf dead-interval 20
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 xo1-secret" v6ifs="interface a0
 ipv6 ospf6 area 0
 ipv6 ospf6 hello-interval 5
 ipv6 ospf6 dead-interval 20" areas="" extra="redistribute connected" ;;
    b) local v4ifs="interface b0
 ip ospf area 0
 ip ospf hello-interval 5
 ip ospf dead-interval 20
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 xo1-secret
interface b1
 ip ospf area 1
 ip ospf hello-interval 5
 ip ospf dead-interval 20
 ip ospf authentication
 ip ospf authentication-key xo1pass" v6ifs="interface b0
 ipv6 ospf6 area 0
 ipv6 ospf6 hello-interval 5
 ipv6 ospf6 dead-interval 20
interface b1
 ipv6 ospf6 area 1
 ipv6 ospf6 hello-interval 5
 ipv6 ospf6 dead-interval 20" areas=" area 1 nssa" extra=" graceful-restart grace-period 120" ;;
    c) local v4ifs="interface c0
 ip ospf area 1
 ip ospf hello-interval 5
 ip ospf dead-interval 20
 ip ospf authentication
 ip ospf authentication-key xo1pass" v6ifs="interface c0
 ipv6 ospf6 area 1
 ipv6 ospf6 hello-interval 5
 ipv6 ospf6 dead-interval 20" areas=" area 1 nssa" extra="redistribute connected" ;;
    esac
    local linkparams=""
    for i in a0 b0 b1 c0; do
        linkparams+="interface $i
 link-params
  enable
  metric 10
  max-bw 1.25e+08
  max-rsv-bw 1.25e+08
  unrsv-bw 0 1.25e+08
  admin-grp 0x1
 exit-link-params
"
    done
    printf 'hostname %s\n%s' "$P-$n" "$linkparams" > "$dir/zebra.conf"
    cat > "$dir/ospfd.conf" <<EOF
hostname $P-$n
$v4ifs
router ospf
 ospf router-id $id
 capability opaque
 mpls-te on
 mpls-te router-address $id
 router-info area
$areas
 ${extra/redistribute connected/ redistribute connected}
EOF
    cat > "$dir/ospf6d.conf" <<EOF
hostname $P-$n
$v6ifs
router ospf6
 ospf6 router-id $id
$areas
 ${extra/graceful-restart grace-period 120/}
EOF
}
config a 198.18.0.1
config b 198.18.0.2
config c 198.18.0.3
# Capture before the daemons start, so the first hellos and the database exchange are recorded.
lab_spawn ip netns exec "$P-a" tcpdump -i a0 -U -w "$RUN/ab.pcap" 'proto 89' 2>/dev/null
lab_spawn ip netns exec "$P-c" tcpdump -i c0 -U -w "$RUN/bc.pcap" 'proto 89' 2>/dev/null
sleep 1

lab_frr "a b c" ospfd ospf6d
sleep "$SECONDS_TO_RUN"
# A planned restart announcement: b floods grace LSAs (opaque type 3) on its links.
ip netns exec "$P-b" vtysh --vty_socket "$RUN/b" -c "graceful-restart prepare ip ospf" >/dev/null 2>&1 || true
sleep 2
lab_stop
sleep 1
mergecap -F pcap -w "$RUN/all.pcap" "$RUN/ab.pcap" "$RUN/bc.pcap"
# OSPFv2 (over IPv4) and OSPFv3 (over IPv6) in files of their own.
tcpdump -r "$RUN/all.pcap" -w "$OUT2" ip 2>/dev/null
tcpdump -r "$RUN/all.pcap" -w "$OUT3" ip6 2>/dev/null
for f in "$OUT2" "$OUT3"; do echo "capture-ospf.sh: $(tcpdump -r "$f" 2>/dev/null | wc -l) packets in $f"; done
