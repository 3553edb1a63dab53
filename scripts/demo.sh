#!/usr/bin/env bash
# `make demo`: runs swiftnet's main jobs on bundled data. Later steps add a namespace lab.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
FIXTURE=Fixtures/pcap/demo.pcap
echo "== swiftnet decode $FIXTURE"
"$SWIFTNET" decode "$FIXTURE"
echo
echo "== swiftnet decode -v $FIXTURE"
"$SWIFTNET" decode -v "$FIXTURE"
echo
echo "== swiftnet decode -e -X -c 2 $FIXTURE"
"$SWIFTNET" decode -e -X -c 2 "$FIXTURE"
echo
if command -v tcpdump >/dev/null; then
    echo "== the same file through tcpdump -n -r and swiftnet decode: identical?"
    if cmp -s <(tcpdump -n -r "$FIXTURE" 2>/dev/null) <("$SWIFTNET" decode "$FIXTURE" 2>/dev/null); then
        echo "identical"
    else
        echo "DIFFERENT"
    fi
    echo
fi
echo "== swiftnet decode --json $FIXTURE (first 3 lines)"
"$SWIFTNET" decode --json "$FIXTURE" | head -3

# capture: live capture in its own namespace lab (198.18.28.0/24, torn down at the end of the step).
echo
echo "== swiftnet decode -c 5 -f 'icmp or udp' $FIXTURE (offline BPF filter)"
"$SWIFTNET" decode -c 5 -f 'icmp or udp' "$FIXTURE"
if [ "$(id -u)" = 0 ]; then
    (
        file=$(mktemp --suffix=.pcap)
        trap 'bash scripts/lab.sh down democap; rm -f "$file"' EXIT
        bash scripts/lab.sh up democap 28 >/dev/null
        echo
        echo "== swiftnet capture -i democap-h -d 'icmp' (the compiled BPF, as tcpdump -d)"
        "$SWIFTNET" capture -i democap-h -d icmp
        echo
        echo "== swiftnet capture -i democap-h -c 4 --immediate-mode icmp, while pinging 198.18.28.2"
        "$SWIFTNET" capture -i democap-h -c 4 --immediate-mode -w "$file" --print icmp &
        capture=$!
        sleep 1
        ping -n -q -c 2 -i 0.2 198.18.28.2 >/dev/null
        wait $capture
        echo "== tcpdump -n -r (the file swiftnet wrote)"
        tcpdump -n -r "$file"
    )
else
    echo "(capture demo skipped: needs root for the namespace lab)"
fi

# probes: ping, udp and tcp against their own namespace lab (198.18.59.0/24 and, behind a router,
# 198.19.59.0/24), torn down at the end of the step.
echo
echo "== swiftnet tcp -S -p 80 --mss 1460 --write (crafted packets to a pcap, no root), read back by tcpdump -vv"
SOURCE_DATE_EPOCH=1700000000 "$SWIFTNET" tcp 198.18.59.2 --source 198.18.59.1 -S -p 80 --sport 40000 --seq 1 \
    --mss 1460 --df -c 2 --write /tmp/swiftnet-demo-probes.pcap
tcpdump -vv -n -r /tmp/swiftnet-demo-probes.pcap 2>/dev/null
rm -f /tmp/swiftnet-demo-probes.pcap
if [ "$(id -u)" = 0 ]; then
    (
        trap 'bash scripts/lab.sh down demoprb; kill "$listener" 2>/dev/null || true' EXIT
        bash scripts/lab.sh router demoprb 59 >/dev/null
        ip netns exec demoprb python3 -m http.server 8080 --bind 198.19.59.2 >/dev/null 2>&1 &
        listener=$!
        sleep 1
        echo
        echo "== swiftnet ping -c 3 -i 0.2 198.19.59.2 (two hops away)"
        "$SWIFTNET" ping -c 3 -i 0.2 198.19.59.2
        echo
        echo "== swiftnet ping -6 -c 2 -i 0.2 2001:db8:103b::2"
        "$SWIFTNET" ping -6 -c 2 -i 0.2 2001:db8:103b::2
        echo
        echo "== swiftnet ping --traceroute 198.19.59.2"
        "$SWIFTNET" ping --traceroute 198.19.59.2
        echo
        echo "== swiftnet tcp -S -p 8080 -c 2 -i 0.2 198.19.59.2 (open port: SYN-ACK)"
        "$SWIFTNET" tcp -S -p 8080 -c 2 -i 0.2 198.19.59.2
        echo
        echo "== swiftnet tcp -S -p 8081 -c 1 198.19.59.2 (closed port: RST-ACK)"
        "$SWIFTNET" tcp -S -p 8081 -c 1 198.19.59.2
        echo
        echo "== swiftnet udp -p 9999 -c 1 198.19.59.2 (closed port: ICMP port unreachable)"
        "$SWIFTNET" udp -p 9999 -c 1 198.19.59.2 || true
    )
else
    echo "(ping/udp/tcp demo skipped: needs root for raw sockets and the namespace lab)"
fi

# scan: a namespace host (198.18.89.0/24) with a listener on 8080, port 443 dropped and 25 rejected
# by nft; SYN scan, reasons, then a connect scan of loopback (no root needed). Torn down after.
if [ "$(id -u)" = 0 ]; then
    (
        listener=
        trap 'bash scripts/lab.sh down demoscan; [ -n "$listener" ] && kill "$listener" 2>/dev/null || true' EXIT
        bash scripts/lab.sh up demoscan 89 >/dev/null
        ip netns exec demoscan timeout 120 python3 -m http.server 8080 --bind 198.18.89.2 >/dev/null 2>&1 &
        listener=$!
        ip netns exec demoscan nft -f - <<'NFT'
table inet demo {
  chain input {
    type filter hook input priority 0; policy accept;
    tcp dport 443 drop
    meta nfproto ipv4 tcp dport 25 reject with icmp type admin-prohibited
  }
}
NFT
        sleep 1
        echo
        echo "== swiftnet scan -p 20-30,80,443,8080 --reason 198.18.89.2"
        "$SWIFTNET" scan -p 20-30,80,443,8080 --reason 198.18.89.2
        echo
        echo "== swiftnet scan -p- --rate 100000 --open 198.18.89.2 (all 65535 ports)"
        "$SWIFTNET" scan -p- --rate 100000 --open 198.18.89.2
        echo
        echo "== swiftnet scan -sn 198.18.89.1-3 (host discovery)"
        "$SWIFTNET" scan -sn 198.18.89.1-3
    )
else
    echo
    echo "== swiftnet scan -sT -Pn -F 127.0.0.1 (connect scan, no root needed)"
    "$SWIFTNET" scan -sT -Pn -F 127.0.0.1
fi
