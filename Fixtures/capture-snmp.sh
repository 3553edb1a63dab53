#!/usr/bin/env bash
# Makes Fixtures/pcap/snmp-lab.pcap (root only, needs `apt-get install -y snmpd snmp`): net-snmp's
# snmpd in namespace xs2-a (198.18.161.1), the net-snmp command-line tools in xs2-b (198.18.161.2),
# one veth pair between them, captured on b's end. v1 get/getnext/set (and a noSuchName error),
# v2c get (noSuchObject), getbulk, a short bulkwalk, v1 and v2c traps and an inform (answered by
# nobody: the ICMP port unreachable is in the capture too), then SNMPv3 noAuthNoPriv, authNoPriv
# (SHA) and authPriv (SHA+AES) gets, each with its engine discovery (Report PDUs). Everything is
# torn down on exit.   bash Fixtures/capture-snmp.sh   then   sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-snmp.sh: needs root (network namespaces)" >&2; exit 77; }
[[ -x /usr/sbin/snmpd && -x /usr/bin/snmpget ]] || { echo "capture-snmp.sh: apt-get install -y snmpd snmp" >&2; exit 77; }
P=xs2
OUT=Fixtures/pcap/snmp-lab.pcap
WORK=$(mktemp -d /tmp/xs2-snmp.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    sleep 1
    for n in a b; do ip netns del "$P-$n" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

A=198.18.161.1
B=198.18.161.2
ip netns add "$P-a"; ip netns add "$P-b"
ip link add "$P-a0" type veth peer name "$P-b0"
ip link set "$P-a0" netns "$P-a"; ip link set "$P-b0" netns "$P-b"
for n in a b; do
    ip netns exec "$P-$n" ip link set lo up
    ip netns exec "$P-$n" ip link set "$P-${n}0" up
done
ip netns exec "$P-a" ip addr add "$A/24" dev "$P-a0"
ip netns exec "$P-b" ip addr add "$B/24" dev "$P-b0"

cat > "$WORK/snmpd.conf" <<CFG
agentAddress udp:$A:161
sysLocation lab
sysDescr xs2 lab agent
sysContact nobody
sysName xs2-agent
rocommunity public $B
rwcommunity private $B
createUser plainuser
createUser authuser SHA authpassword1
createUser privuser SHA authpassword2 AES privpassword2
rouser -s usm plainuser noauth
rouser -s usm authuser auth
rouser -s usm privuser priv
CFG
export SNMP_PERSISTENT_DIR=$WORK/persist
export SNMPCONFPATH=$WORK
export MIBS=""
ip netns exec "$P-a" /usr/sbin/snmpd -f -Lf "$WORK/snmpd.log" -C -c "$WORK/snmpd.conf" -p "$WORK/snmpd.pid" &
pids+=($!)
sleep 2
ip netns exec "$P-b" tcpdump -q -i "$P-b0" -w "$OUT" -U udp or icmp 2>/dev/null &
pids+=($!)
sleep 1
b() { ip netns exec "$P-b" "$@" || true; }
O="-On -t 1 -r 0"
b snmpget $O -v1 -c public $A 1.3.6.1.2.1.1.5.0 1.3.6.1.2.1.1.3.0
b snmpgetnext $O -v1 -c public $A 1.3.6.1.2.1.1.1
b snmpget $O -v1 -c public $A 1.3.6.1.2.1.1.99.0
b snmpset $O -v1 -c private $A 1.3.6.1.2.1.1.6.0 s "rack 7"
b snmpget $O -v2c -c public $A 1.3.6.1.2.1.1.1.0 1.3.6.1.2.1.1.2.0 1.3.6.1.2.1.1.99.0
b snmpbulkget $O -v2c -c public -Cn1 -Cr3 $A 1.3.6.1.2.1.1.3.0 1.3.6.1.2.1.2.2.1
b snmpbulkwalk $O -v2c -c public -Cr8 $A 1.3.6.1.2.1.1
b snmpset $O -v2c -c private $A 1.3.6.1.2.1.1.6.0 i 5
b snmptrap $O -v1 -c public $A 1.3.6.1.4.1.8072.2.3 $B 6 17 '' 1.3.6.1.2.1.1.5.0 s "linkflap"
b snmptrap $O -v1 -c public $A 1.3.6.1.4.1.8072.2.3 $B 2 0 1234 1.3.6.1.2.1.2.2.1.1.2 i 2
b snmptrap $O -v2c -c public $A 4321 1.3.6.1.6.3.1.1.5.3 1.3.6.1.2.1.2.2.1.1.2 i 2 1.3.6.1.2.1.31.1.1.1.6.2 C 123456789012 1.3.6.1.2.1.4.20.1.1.198.18.161.2 a $B
b snmpinform $O -v2c -c public $A 4321 1.3.6.1.6.3.1.1.5.4 1.3.6.1.2.1.2.2.1.1.2 i 2
b snmpget $O -v3 -l noAuthNoPriv -u plainuser $A 1.3.6.1.2.1.1.5.0
b snmpget $O -v3 -l authNoPriv -u authuser -a SHA -A authpassword1 $A 1.3.6.1.2.1.1.5.0
b snmpget $O -v3 -l authPriv -u privuser -a SHA -A authpassword2 -x AES -X privpassword2 $A 1.3.6.1.2.1.1.5.0
b snmpget $O -v3 -l authNoPriv -u authuser -a SHA -A wrongpassword $A 1.3.6.1.2.1.1.5.0
b snmpget $O -v3 -l noAuthNoPriv -u nosuchuser $A 1.3.6.1.2.1.1.5.0
sleep 1
