#!/usr/bin/env bash
# Makes Fixtures/pcap/ldp-lab.pcap (root only, needs `apt-get install -y frr`): two namespaces
# xb1-la and xb1-lb joined by a veth pair, each running frr's zebra and ldpd with their own
# config, pid and vty directories. LDP over IPv4 and IPv6 (dual-stack transport): link hellos on
# UDP 646, then the TCP 646 session (initialization, keepalives, address and label mapping
# messages for the loopback and link prefixes), and a session reset (notification). Traffic stays
# on 198.18.30.0/24 and 2001:db8:30::/64; the namespaces are deleted on exit.
#   bash Fixtures/capture-ldp.sh        then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-ldp.sh: needs root (network namespaces)" >&2; exit 77; }
[[ -x /usr/lib/frr/ldpd ]] || { echo "capture-ldp.sh: apt-get install -y frr" >&2; exit 77; }
P=xb1
OUT=Fixtures/pcap/ldp-lab.pcap
WORK=$(mktemp -d /tmp/xb1-ldp.XXXXXX)
chmod 755 "$WORK"  # the daemons drop to the frr user: it owns the routers' directories
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for f in "$WORK"/*/*.pid; do [[ -f $f ]] && kill "$(cat "$f")" 2>/dev/null || true; done
    sleep 1
    for n in la lb; do ip netns del "$P-$n" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

declare -A V4=([la]=198.18.30.1 [lb]=198.18.30.2) LO=([la]=198.18.31.1 [lb]=198.18.31.2)
declare -A V6=([la]=2001:db8:30::1 [lb]=2001:db8:30::2)
for n in la lb; do ip netns add "$P-$n"; mkdir -p "$WORK/$n"; chown frr:frr "$WORK/$n"; done
ip link add "$P-la-0" netns "$P-la" type veth peer name "$P-lb-0" netns "$P-lb"
for n in la lb; do
    ip netns exec "$P-$n" sysctl -qw net.ipv6.conf.all.disable_ipv6=0
    ip netns exec "$P-$n" ip link set lo up
    ip netns exec "$P-$n" ip addr add "${LO[$n]}/32" dev lo
    ip netns exec "$P-$n" ip link set "$P-$n-0" up
    ip netns exec "$P-$n" ip addr add "${V4[$n]}/24" dev "$P-$n-0"
    ip netns exec "$P-$n" ip addr add "${V6[$n]}/64" dev "$P-$n-0" nodad
    cat > "$WORK/$n/frr.conf" <<CFG
frr defaults traditional
hostname $P-$n
log file $WORK/$n/frr.log
mpls ldp
 router-id ${LO[$n]}
 dual-stack transport-connection prefer ipv4
 address-family ipv4
  discovery hello holdtime 15
  discovery hello interval 5
  discovery transport-address ${V4[$n]}
  interface $P-$n-0
  exit
 exit-address-family
 address-family ipv6
  discovery transport-address ${V6[$n]}
  interface $P-$n-0
  exit
 exit-address-family
exit
CFG
done
ip netns exec "$P-la" tcpdump -i "$P-la-0" -U -s 0 -w "$OUT" 'port 646' 2>/dev/null & pids+=($!)
sleep 1
for n in la lb; do
    d=$WORK/$n
    ip netns exec "$P-$n" /usr/lib/frr/zebra -d -f "$d/frr.conf" -i "$d/zebra.pid" --vty_socket "$d" -z "$d/zserv.api"
    sleep 0.5
    ip netns exec "$P-$n" /usr/lib/frr/ldpd -d -f "$d/frr.conf" -i "$d/ldpd.pid" --vty_socket "$d" -z "$d/zserv.api" \
        --ctl_socket "$d"
done
sleep 12
ip netns exec "$P-la" vtysh --vty_socket "$WORK/la" -c "clear mpls ldp neighbor" >/dev/null || true
sleep 6
kill -INT "${pids[0]}"; wait "${pids[0]}" || true
echo "capture-ldp.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
