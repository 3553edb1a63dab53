#!/usr/bin/env bash
# Makes Fixtures/pcap/bgp-lab.pcap (root only, needs `apt-get install -y frr`): four network
# namespaces xb1-a..xb1-d on one bridge (in xb1-br), each running frr's zebra, bgpd and bfdd with
# their own config, pid and vty directories. a (AS 4200000001, a 4-byte ASN) peers eBGP with b
# (AS 65002); b is an iBGP route reflector for c and d. IPv4 unicast and IPv6 unicast (MP-BGP),
# route-maps set MED, local-pref, communities, large and extended communities; an aggregate
# gives ATOMIC_AGGREGATE/AGGREGATOR; reflected routes carry ORIGINATOR_ID/CLUSTER_LIST. BFD runs
# single-hop with echo on a-b and multihop on b-c. After the sessions come up: a route refresh,
# an administrative shutdown with a message and a hard reset (NOTIFICATIONs). Traffic stays on
# 198.18.10.0/24 and 2001:db8:10::/64 inside the namespaces; everything is torn down on exit.
#   bash Fixtures/capture-bgp.sh        then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-bgp.sh: needs root (network namespaces)" >&2; exit 77; }
[[ -x /usr/lib/frr/bgpd ]] || { echo "capture-bgp.sh: apt-get install -y frr" >&2; exit 77; }
P=xb1
OUT=Fixtures/pcap/bgp-lab.pcap
BFD_OUT=Fixtures/pcap/bfd-lab.pcap
WORK=$(mktemp -d /tmp/xb1-frr.XXXXXX)
chmod 755 "$WORK"  # the daemons drop to the frr user: it owns the routers' directories
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for f in "$WORK"/*/*.pid; do [[ -f $f ]] && kill "$(cat "$f")" 2>/dev/null || true; done
    sleep 1
    for n in a b c d br; do ip netns del "$P-$n" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

ip netns add "$P-br"
ip netns exec "$P-br" ip link add br0 type bridge
ip netns exec "$P-br" ip link set br0 up
declare -A V4=([a]=198.18.10.1 [b]=198.18.10.2 [c]=198.18.10.3 [d]=198.18.10.4)
declare -A V6=([a]=2001:db8:10::1 [b]=2001:db8:10::2 [c]=2001:db8:10::3 [d]=2001:db8:10::4)
for n in a b c d; do
    ip netns add "$P-$n"
    ip link add "$P-$n-0" type veth peer name "$P-$n-1"
    ip link set "$P-$n-0" netns "$P-$n"
    ip link set "$P-$n-1" netns "$P-br"
    ip netns exec "$P-br" ip link set "$P-$n-1" master br0 up
    ip netns exec "$P-$n" sysctl -qw net.ipv6.conf.all.disable_ipv6=0
    ip netns exec "$P-$n" ip link set lo up
    ip netns exec "$P-$n" ip link set "$P-$n-0" up
    ip netns exec "$P-$n" ip addr add "${V4[$n]}/24" dev "$P-$n-0"
    ip netns exec "$P-$n" ip addr add "${V6[$n]}/64" dev "$P-$n-0" nodad
    mkdir -p "$WORK/$n"; chown frr:frr "$WORK/$n"
done

common() {  # $1: router id
    cat <<CFG
frr defaults traditional
hostname $P-$2
log file $WORK/$2/frr.log
ip forwarding
ipv6 forwarding
CFG
}
# a: eBGP to b, 4-byte AS, sets MED, communities, large and extended communities on the way out.
{ common 1 a; cat <<CFG
bfd
 peer ${V4[b]} interface $P-a-0
  echo-mode
  echo transmit-interval 1000
  transmit-interval 1000
  receive-interval 1000
 !
!
route-map TO-B permit 10
 set metric 50
 set community 65001:100 65001:200 no-export
 set large-community 4200000001:1:2
 set extcommunity rt 65001:10
!
router bgp 4200000001
 bgp router-id 198.18.10.1
 no bgp network import-check
 no bgp ebgp-requires-policy
 bgp graceful-restart
 timers bgp 3 9
 neighbor ${V4[b]} remote-as 65002
 neighbor ${V4[b]} bfd
 neighbor ${V4[b]} capability extended-nexthop
 neighbor ${V6[b]} remote-as 65002
 address-family ipv4 unicast
  network 198.18.100.0/24
  network 198.18.101.0/24
  network 198.18.102.0/24
  aggregate-address 198.18.96.0/20
  neighbor ${V4[b]} route-map TO-B out
  neighbor ${V4[b]} addpath-tx-all-paths
  no neighbor ${V6[b]} activate
 exit-address-family
 address-family ipv6 unicast
  network 2001:db8:100::/48
  network 2001:db8:101::/48
  neighbor ${V6[b]} activate
  neighbor ${V6[b]} route-map TO-B out
 exit-address-family
!
CFG
} > "$WORK/a/frr.conf"
# b: route reflector for c and d, sets local-pref towards them.
{ common 2 b; cat <<CFG
bfd
 peer ${V4[a]} interface $P-b-0
  echo-mode
  echo transmit-interval 1000
  transmit-interval 1000
  receive-interval 1000
 !
 peer ${V4[c]} multihop local-address ${V4[b]}
  transmit-interval 1000
  receive-interval 1000
 !
!
route-map TO-IBGP permit 10
 set local-preference 200
!
router bgp 65002
 bgp router-id 198.18.10.2
 no bgp network import-check
 no bgp ebgp-requires-policy
 timers bgp 3 9
 neighbor ${V4[a]} remote-as 4200000001
 neighbor ${V4[a]} bfd
 neighbor ${V6[a]} remote-as 4200000001
 neighbor ${V4[c]} remote-as 65002
 neighbor ${V4[c]} bfd
 neighbor ${V4[c]} bfd multihop
 neighbor ${V4[d]} remote-as 65002
 address-family ipv4 unicast
  neighbor ${V4[c]} route-reflector-client
  neighbor ${V4[c]} route-map TO-IBGP out
  neighbor ${V4[c]} send-community all
  neighbor ${V4[d]} route-reflector-client
  neighbor ${V4[d]} route-map TO-IBGP out
  neighbor ${V4[d]} send-community all
  no neighbor ${V6[a]} activate
 exit-address-family
 address-family ipv6 unicast
  neighbor ${V6[a]} activate
  neighbor ${V4[c]} activate
  neighbor ${V4[c]} route-reflector-client
  neighbor ${V4[d]} activate
  neighbor ${V4[d]} route-reflector-client
 exit-address-family
!
CFG
} > "$WORK/b/frr.conf"
# c and d: iBGP clients; c originates routes b reflects to d (ORIGINATOR_ID, CLUSTER_LIST).
for n in c d; do
    { common 3 $n
      # c's first BFD session (to d, which never answers) takes source port 49152, so the
      # multihop session to b gets one tcpdump prints as BFD.
      if [[ $n == c ]]; then cat <<CFG
bfd
 peer ${V4[d]} interface $P-c-0
 !
 peer ${V4[b]} multihop local-address ${V4[c]}
  transmit-interval 1000
  receive-interval 1000
 !
!
CFG
      fi
      cat <<CFG
router bgp 65002
 bgp router-id ${V4[$n]}
 no bgp network import-check
 timers bgp 3 9
 neighbor ${V4[b]} remote-as 65002
CFG
      [[ $n == c ]] && printf ' neighbor %s bfd\n neighbor %s bfd multihop\n' "${V4[b]}" "${V4[b]}"
      cat <<CFG
 address-family ipv4 unicast
  network 198.18.$([[ $n == c ]] && echo 110 || echo 120).0/24
  neighbor ${V4[b]} send-community all
 exit-address-family
 address-family ipv6 unicast
  network 2001:db8:$([[ $n == c ]] && echo 110 || echo 120)::/48
  neighbor ${V4[b]} activate
 exit-address-family
!
CFG
    } > "$WORK/$n/frr.conf"
done

ip netns exec "$P-br" tcpdump -i br0 -U -s 0 -w "$WORK/raw.pcap" 'tcp port 179 or udp portrange 3784-3785 or udp port 4784' 2>/dev/null & pids+=($!)
sleep 1
for n in a b c d; do
    d=$WORK/$n
    run() {  # daemon and its own flags; every path is this router's directory
        ip netns exec "$P-$n" "/usr/lib/frr/$1" -d -f "$d/frr.conf" -i "$d/$1.pid" \
            --vty_socket "$d" -z "$d/zserv.api" "${@:2}"
    }
    run zebra
    sleep 0.5
    run bfdd --bfdctl "$d/bfdd.sock"
    run bgpd -p 179
done
vty() { ip netns exec "$P-$1" vtysh --vty_socket "$WORK/$1" -c "$2" >/dev/null; }
sleep 15
vty b "clear bgp ${V4[a]} soft in"
vty b "clear bgp ${V6[a]} soft in"
sleep 3
vty c "configure terminal
router bgp 65002
neighbor ${V4[b]} shutdown message \"maintenance window 42\""
sleep 2
vty a "clear bgp ${V4[b]}"
sleep 6
kill -INT "${pids[0]}"; wait "${pids[0]}" || true
# Keep the fixtures small: every BGP segment with data except lone KEEPALIVEs past the first four
# (they repeat every 3 s); BFD: the first dozen packets of each kind. bfdd's first session sends
# from UDP port 49152, which tcpdump prints as BCM-LI (its source-port test wins): left out.
python3 - "$WORK/raw.pcap" "$OUT" "$BFD_OUT" <<'PY'
import struct, sys
raw = open(sys.argv[1], "rb").read()
header, packets, at = raw[:24], [], 24
while at + 16 <= len(raw):
    caplen = struct.unpack("<I", raw[at + 8:at + 12])[0]
    packets.append(raw[at:at + 16 + caplen]); at += 16 + caplen
def transport(frame):
    data = frame[16:]
    kind = struct.unpack("!H", data[12:14])[0]
    if kind == 0x0800:
        ihl = (data[14] & 15) * 4
        return data[23], data[14 + ihl:], struct.unpack("!H", data[16:18])[0] - ihl
    if kind == 0x86DD:
        return data[20], data[54:], struct.unpack("!H", data[18:20])[0]
    return None, b"", 0
bgp, bfd, keepalives, kinds = [], [], 0, {}
for frame in packets:
    proto, seg, length = transport(frame)
    if proto == 6:
        payload = length - (seg[12] >> 4) * 4
        if payload == 0:
            continue
        if payload == 19:
            keepalives += 1
            if keepalives > 4:
                continue
        bgp.append(frame)
    elif proto == 17:
        sport, dport = struct.unpack("!HH", seg[:4])
        if sport == 49152:
            continue
        kinds[dport] = kinds.get(dport, 0) + 1
        if kinds[dport] <= 12:
            bfd.append(frame)
for name, chosen in ((sys.argv[2], bgp), (sys.argv[3], bfd)):
    open(name, "wb").write(header + b"".join(chosen))
PY
echo "capture-bgp.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT, $(tcpdump -r "$BFD_OUT" 2>/dev/null | wc -l) in $BFD_OUT"
