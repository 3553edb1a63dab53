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
[[ -x /usr/lib/frr/eigrpd ]] || { echo "capture-eigrp.sh: needs frr (apt-get install -y frr)" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xr2 eigrp
OUT=Fixtures/pcap/eigrp-lab.pcap
SECONDS_TO_RUN=${SECONDS_TO_RUN:-20}

lab_netns e f
lab_link e e0 f f0
lab_addr e e0 198.18.60.1/24; lab_addr f f0 198.18.60.2/24
lab_stub e 198.18.61.1/24; lab_stub f 198.18.62.1/25
ip -n "$P-e" route add 198.19.63.0/24 via 198.18.61.2

for n in e f; do
    dir=$RUN/$n
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

lab_spawn ip netns exec "$P-e" tcpdump -i e0 -U -w "$OUT" 'proto 88' 2>/dev/null
sleep 1
lab_frr "e f" eigrpd
sleep "$SECONDS_TO_RUN"
ip -n "$P-f" link set d0 down
sleep 5
lab_stop
sleep 1
echo "capture-eigrp.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
