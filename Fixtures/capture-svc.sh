#!/usr/bin/env bash
# Makes the real-traffic fixtures for DHCPv6, TFTP, RIPng and Babel (root only): two network
# namespaces joined by a veth pair, the real Debian daemons on each side, and tcpdump recording a few
# seconds per protocol on the first namespace's end. Addresses only from 198.18.0.0/15 and
# 2001:db8::/32; every daemon is stopped by its PID and the namespaces are deleted on exit.
#   apt-get install -y dnsmasq tftp-hpa isc-dhcp-client frr babeld ethtool
#   bash Fixtures/capture-svc.sh      then  sh Fixtures/make-expected.sh
# Writes Fixtures/pcap/dhcp6.pcap, tftp.pcap, ripng.pcap, babel.pcap.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-svc.sh: needs root (network namespaces)" >&2; exit 77; }
A=xs1-a B=xs1-b
WORK=$(mktemp -d)
chmod 755 "$WORK"
pids=()
stop() { for pid in "$@"; do kill "$pid" 2>/dev/null || true; done; sleep 0.5; }
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    sleep 0.5
    ip netns del "$A" 2>/dev/null || true
    ip netns del "$B" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

lab() {
    ip netns del "$A" 2>/dev/null || true
    ip netns del "$B" 2>/dev/null || true
    ip netns add "$A"; ip netns add "$B"
    for ns in "$A" "$B"; do
        ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.accept_dad=0 net.ipv6.conf.default.accept_dad=0
        ip netns exec "$ns" ip link set lo up
    done
    ip link add "$A-v" netns "$A" type veth peer name "$B-v" netns "$B"
    ip -n "$A" link set "$A-v" address 02:00:5e:12:00:01 up
    ip -n "$B" link set "$B-v" address 02:00:5e:12:00:02 up
    # Checksums filled in before capture (veth offload would leave them to a NIC that is not there).
    ip netns exec "$A" ethtool -K "$A-v" tx off >/dev/null
    ip netns exec "$B" ethtool -K "$B-v" tx off >/dev/null
    ip -n "$A" addr add 198.18.121.1/24 dev "$A-v"
    ip -n "$B" addr add 198.18.121.2/24 dev "$B-v"
    ip -n "$A" addr add 2001:db8:121::1/64 dev "$A-v" nodad
    sleep 1
}
capture() {  # capture FILE: starts tcpdump on A's end of the veth
    ip netns exec "$A" tcpdump -i "$A-v" -U -w "$1" udp 2>/dev/null & cap=$!
    pids+=("$cap")
    sleep 1
}

# DHCPv6: dnsmasq serves addresses (stateful) and options; dhclient -6 asks for an address (Solicit,
# Request, Renew, Release), an information-only reply (-S) and a prefix (-P, which dnsmasq refuses).
lab
capture Fixtures/pcap/dhcp6.pcap
ip netns exec "$A" dnsmasq --no-daemon --conf-file=/dev/null --port=0 --interface="$A-v" \
    --dhcp-range=2001:db8:121::100,2001:db8:121::1ff,64,1h --dhcp-authoritative \
    --dhcp-option=option6:dns-server,[2001:db8:121::1] --dhcp-option=option6:domain-search,lab.test \
    --dhcp-option=option6:sntp-server,[2001:db8:121::1] --dhcp-option=option6:information-refresh-time,3600 \
    --dhcp-leasefile="$WORK/leases" --pid-file="$WORK/dnsmasq.pid" >/dev/null 2>&1 & pids+=($!); dm=$!
sleep 1
dh() { ip netns exec "$B" timeout 6 dhclient -6 -1 -d -lf "$WORK/dh.leases" -pf "$WORK/dh.pid" -sf /bin/true "$@" >/dev/null 2>&1 || true; }
client() {  # client SECONDS ARGS...: one dhclient run, stopped by its pid file after SECONDS
    local seconds=$1; shift
    dh "$@" & local run=$!
    sleep "$seconds"
    [[ -s "$WORK/dh.pid" ]] && kill "$(cat "$WORK/dh.pid")" 2>/dev/null || true
    wait "$run" 2>/dev/null || true
    rm -f "$WORK/dh.pid"
}
client 4 "$B-v"
ip netns exec "$B" timeout 5 dhclient -6 -r -lf "$WORK/dh.leases" -pf "$WORK/dh.pid" -sf /bin/true "$B-v" >/dev/null 2>&1 || true
client 3 -S "$B-v"
rm -f "$WORK/dh.leases"
client 4 -P -N "$B-v"
stop "$dm" "$cap"

# TFTP: dnsmasq's read-only TFTP server; tftp-hpa fetches a small file and a missing one and tries a
# put; a Python client (tftp-hpa sends no options) asks with blksize and tsize and reads the OACK.
lab
mkdir -p "$WORK/tftp"; printf 'swiftnet tftp fixture\n%.0s' $(seq 1 40) > "$WORK/tftp/small.txt"
chmod -R a+rX "$WORK/tftp"
capture Fixtures/pcap/tftp.pcap
ip netns exec "$A" dnsmasq --no-daemon --conf-file=/dev/null --port=0 --interface="$A-v" \
    --enable-tftp --tftp-root="$WORK/tftp" --user=root --pid-file="$WORK/dnsmasq.pid" >/dev/null 2>&1 & pids+=($!); dm=$!
sleep 1
(cd "$WORK" && ip netns exec "$B" timeout 5 tftp 198.18.121.1 -m octet -c get small.txt out1 >/dev/null 2>&1 || true)
(cd "$WORK" && ip netns exec "$B" timeout 5 tftp 198.18.121.1 -c get missing.bin out2 >/dev/null 2>&1 || true)
(cd "$WORK" && ip netns exec "$B" timeout 5 tftp 198.18.121.1 -m octet -c put out1 upload.txt >/dev/null 2>&1 || true)
ip netns exec "$B" timeout 5 python3 - <<'PY' || true
import socket
s = socket.socket(); s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(2)
s.sendto(b"\x00\x01small.txt\x00octet\x00blksize\x00512\x00tsize\x000\x00", ("198.18.121.1", 69))
data, peer = s.recvfrom(2000)
if data[:2] == b"\x00\x06":
    s.sendto(b"\x00\x04\x00\x00", peer)
    while True:
        data, peer = s.recvfrom(2000)
        s.sendto(b"\x00\x04" + data[2:4], peer)
        if len(data) < 516: break
PY
sleep 1
stop "$dm" "$cap"

# RIPng: FRR's zebra and ripngd in each namespace, each announcing its own prefix.
frr() {  # frr NS N
    local d="$WORK/frr-$1"; mkdir -p "$d"; chmod 777 "$d"
    printf 'hostname %s\n' "$1" > "$d/zebra.conf"
    printf 'router ripng\n network %s-v\n redistribute connected\n timers basic 5 30 20\n' "$1" > "$d/ripngd.conf"
    # A second prefix on the link (the kernel here has no dummy interfaces) to announce.
    ip -n "$1" addr add "2001:db8:12$2::1/64" dev "$1-v" nodad
    ip netns exec "$1" /usr/lib/frr/zebra -u frr -g frr -f "$d/zebra.conf" -i "$d/zebra.pid" -z "$d/zserv.api" --vty_socket "$d" >/dev/null 2>&1 & pids+=($!)
    sleep 1
    ip netns exec "$1" /usr/lib/frr/ripngd -u frr -g frr -f "$d/ripngd.conf" -i "$d/ripngd.pid" -z "$d/zserv.api" --vty_socket "$d" >/dev/null 2>&1 & pids+=($!)
}
lab
capture Fixtures/pcap/ripng.pcap
frr "$A" 2; frr "$B" 3
sleep 8
stop "$cap"
for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; sleep 1; pids=()

# Babel: babeld in each namespace redistributing a local IPv4 and IPv6 prefix, hellos every second.
lab
for n in "$A:4" "$B:5"; do
    ns=${n%:*} i=${n#*:}
    ip -n "$ns" addr add "198.18.12$i.1/24" dev "$ns-v"; ip -n "$ns" addr add "2001:db8:12$i::1/64" dev "$ns-v" nodad
done
ip -n "$B" addr add 2001:db8:121::2/64 dev "$B-v" nodad
capture Fixtures/pcap/babel.pcap
for ns in "$A" "$B"; do
    ip netns exec "$ns" babeld -I "$WORK/babel-$ns.pid" -S "$WORK/babel-$ns.state" -d 0 -h 1 \
        -C 'redistribute local ip 198.18.0.0/15 le 32' -C 'redistribute local ip 2001:db8::/32 le 128' \
        -C 'redistribute local deny' "$ns-v" >/dev/null 2>&1 & pids+=($!)
done
sleep 7
stop "$cap"
echo "capture-svc.sh: wrote Fixtures/pcap/{dhcp6,tftp,ripng,babel}.pcap"
