#!/usr/bin/env bash
# Makes Fixtures/pcap/eigrp-lab.pcap (root only, needs Debian's frr): two namespaces, each with a
# stub network of its own,
#   (d0) xr2-e (e0) --- (f0) xr2-f (d0)
# running frr's zebra and eigrpd in AS 100: hellos with the general parameters and software
# version, the INIT update exchange, updates with internal routes (the stub networks) and an
# external one (e redistributes a kernel route), and the acks; near the end f's stub goes down,
# so queries and replies follow. Addresses only from 198.18.0.0/15.
#   bash Fixtures/capture-eigrp.sh   then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-eigrp.sh: needs root (network namespaces)" >&2; exit 77; }
[[ -x /usr/lib/frr/eigrpd ]] || { echo "capture-eigrp.sh: needs frr (apt-get install -y frr)" >&2; exit 77; }
P=xr2
OUT=Fixtures/pcap/eigrp-lab.pcap
SECONDS_TO_RUN=${SECONDS_TO_RUN:-20}
WORK=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    for n in e f; do ip netns del "$P-$n" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

for n in e f; do ip netns add "$P-$n"; ip -n "$P-$n" link set lo up; done
ip link add "$P-e0" type veth peer name "$P-f0"
ip link set "$P-e0" netns "$P-e" name e0
ip link set "$P-f0" netns "$P-f" name f0
addr() { ip -n "$P-$1" addr add "$3" dev "$2"; ip -n "$P-$1" link set "$2" up; }
addr e e0 198.18.60.1/24; addr f f0 198.18.60.2/24
# A veth pair kept inside the namespace stands in for a stub network (no dummy module here).
for n in e f; do ip -n "$P-$n" link add d0 type veth peer name d1; ip -n "$P-$n" link set d1 up; done
addr e d0 198.18.61.1/24; addr f d0 198.18.62.1/25
ip -n "$P-e" route add 198.19.63.0/24 via 198.18.61.2

for n in e f; do
    dir=$WORK/$n
    mkdir -p "$dir"
    printf 'hostname %s\n' "$P-$n" > "$dir/zebra.conf"
    id=$([[ $n == e ]] && echo 198.18.60.1 || echo 198.18.60.2)
    stub=$([[ $n == e ]] && echo 198.18.61.0/24 || echo 198.18.62.0/25)
    {
        printf 'hostname %s\nrouter eigrp 100\n eigrp router-id %s\n network 198.18.60.0/24\n network %s\n' "$P-$n" "$id" "$stub"
        [[ $n == e ]] && printf ' redistribute kernel\n'
        true
    } > "$dir/eigrpd.conf"
done
chmod 755 "$WORK"; chown -R frr:frr "$WORK"/e "$WORK"/f

ip netns exec "$P-e" tcpdump -i e0 -U -w "$OUT" 'proto 88' 2>/dev/null & pids+=($!)
sleep 1
for n in e f; do
    dir=$WORK/$n
    ip netns exec "$P-$n" /usr/lib/frr/zebra -f "$dir/zebra.conf" -i "$dir/zebra.pid" -z "$dir/zserv" \
        --vty_socket "$dir" -u frr -g frr --log "file:$dir/zebra.log" & pids+=($!)
done
sleep 1
for n in e f; do
    dir=$WORK/$n
    ip netns exec "$P-$n" /usr/lib/frr/eigrpd -f "$dir/eigrpd.conf" -i "$dir/eigrpd.pid" -z "$dir/zserv" \
        --vty_socket "$dir" -u frr -g frr --log "file:$dir/eigrpd.log" & pids+=($!)
done
sleep "$SECONDS_TO_RUN"
ip -n "$P-f" link set d0 down
sleep 5
for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
wait 2>/dev/null || true
pids=()
echo "capture-eigrp.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
