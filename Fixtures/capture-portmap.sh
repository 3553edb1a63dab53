#!/bin/sh
# Makes Fixtures/pcap/portmap-lab.pcap (root only; needs rpcbind, whose package also brings
# rpcinfo): namespace xs8-srv runs rpcbind; namespace xs8-cli asks it with rpcinfo over UDP and
# TCP (the registered programs, a portmapper version 2 GETPORT, rpcbind version 3/4 lookups, a
# program that is not registered), so every packet is rpcbind's or rpcinfo's own. tcpdump decodes
# these only with `-T rpc` (UDP). Addresses 198.18.73.0/24.
#   sh Fixtures/capture-portmap.sh        then  sh Fixtures/make-expected.sh
set -eu
cd "$(dirname "$0")/.."
. Fixtures/lablib.sh
command -v rpcbind >/dev/null || { echo "capture-portmap: apt-get install -y rpcbind" >&2; exit 77; }
lab_begin xs8 portmap
OUT=Fixtures/pcap/portmap-lab.pcap
lab_netns srv cli
lab_veth srv s cli c 02:00:00:00:73:01 02:00:00:00:73:02
ip -n xs8-srv addr add 198.18.73.1/24 dev xs8-s
ip -n xs8-cli addr add 198.18.73.2/24 dev xs8-c
# Without -w: no warm-start state from an earlier run.
lab_spawn ip netns exec xs8-srv rpcbind -f
sleep 1
lab_spawn ip netns exec xs8-cli tcpdump -i xs8-c -U -s 0 -w "$OUT" 'port 111'
sleep 1
# Each query may fail (a program that is not registered): the capture is what matters.
ip netns exec xs8-cli rpcinfo -n 111 -u 198.18.73.1 100000 2 || true
ip netns exec xs8-cli rpcinfo -n 111 -u 198.18.73.1 100000 3 || true
ip netns exec xs8-cli rpcinfo -T udp 198.18.73.1 100000 4 || true
ip netns exec xs8-cli rpcinfo -p 198.18.73.1 || true
ip netns exec xs8-cli rpcinfo -T udp 198.18.73.1 100003 3 || true
ip netns exec xs8-cli rpcinfo -l -T udp 198.18.73.1 100000 2 || true
ip netns exec xs8-cli rpcinfo -s 198.18.73.1 || true
sleep 1
lab_stop
echo "wrote $OUT"
