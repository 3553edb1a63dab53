#!/bin/sh
# Regenerates the DNS fixtures' expected outputs with the real tcpdump (the oracle), TZ=UTC.
# Same lines as Fixtures/TESTLIST's dns-* entries; Fixtures/make-expected.sh does the same for all.
cd "$(dirname "$0")" || exit 1
while read -r name pcap expected flags; do
    case "$name" in dns-*) ;; *) continue ;; esac
    # shellcheck disable=SC2086
    TZ=UTC tcpdump -n $flags -r "$pcap" > "$expected" 2>/dev/null
done <<'LIST'
dns-udp pcap/dns-udp.pcap expected/dns-udp.out
dns-udp-v pcap/dns-udp.pcap expected/dns-udp-v.out -v
dns-udp-vv pcap/dns-udp.pcap expected/dns-udp-vv.out -vv
dns-udp-vvv pcap/dns-udp.pcap expected/dns-udp-vvv.out -vvv
dns-tcp pcap/dns-tcp.pcap expected/dns-tcp.out
dns-tcp-vv pcap/dns-tcp.pcap expected/dns-tcp-vv.out -vv
dns-ipv6-truncated pcap/dns-ipv6-truncated.pcap expected/dns-ipv6-truncated.out
dns-ipv6-truncated-vv pcap/dns-ipv6-truncated.pcap expected/dns-ipv6-truncated-vv.out -vv
dns-mutated pcap/dns-mutated.pcap expected/dns-mutated.out
dns-mutated-v pcap/dns-mutated.pcap expected/dns-mutated-v.out -v
dns-mutated-vvv pcap/dns-mutated.pcap expected/dns-mutated-vvv.out -vvv
LIST
