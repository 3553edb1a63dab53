#!/usr/bin/env bash
# Makes Fixtures/pcap/radius-lab.pcap (root only, needs `apt-get install -y freeradius
# freeradius-utils`): FreeRADIUS in namespace xs3-s (198.18.167.2) with its stock configuration plus
# one client and one user, and radclient in xs3-c (198.18.167.1) sending: Access-Request with a
# password (Accept, with reply attributes), a wrong password (Reject), CHAP, a Cisco
# vendor-specific attribute, Status-Server, Accounting Start / Interim-Update / Stop, and a
# CoA-Request and a Disconnect-Request to port 3799 (FreeRADIUS does not serve them: the requests
# are what is captured, with the ICMP port-unreachable answers). Torn down on exit (lablib.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/sbin/freeradius && -x /usr/bin/radclient ]] || {
    echo "capture-radius.sh: apt-get install -y freeradius freeradius-utils" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xs3 radius
OUT=Fixtures/pcap/radius-lab.pcap
C=198.18.167.1 S=198.18.167.2
lab_netns c s
lab_veth c vc s vs
ip -n "$P-c" addr add "$C/24" dev "$P-vc"
ip -n "$P-s" addr add "$S/24" dev "$P-vs"
for n in c s; do ip netns exec "$P-$n" ethtool -K "$P-v$n" tx off >/dev/null 2>&1 || true; done
cp -a /etc/freeradius/3.0 "$RUN/raddb"
cat >> "$RUN/raddb/clients.conf" <<CFG
client xs3lab {
    ipaddr = 198.18.167.0/24
    secret = lab-secret
}
CFG
{
    printf 'alice Cleartext-Password := "alice-pw"\n'
    printf '\tReply-Message := "Hello, alice", Session-Timeout := 3600, Idle-Timeout := 600,\n'
    printf '\tFramed-IP-Address := 198.18.167.100, Framed-MTU := 1500, Service-Type := Framed-User,\n'
    printf '\tFramed-Protocol := PPP, Class := "lab-class"\n\n'
    cat "$RUN/raddb/mods-config/files/authorize"
} > "$RUN/authorize" && mv "$RUN/authorize" "$RUN/raddb/mods-config/files/authorize"
chown -R freerad:freerad "$RUN/raddb" 2>/dev/null || true
chmod 755 "$RUN"
lab_spawn ip netns exec "$P-s" freeradius -f -l "$RUN/radiusd.log" -d "$RUN/raddb"
sleep 3
lab_spawn ip netns exec "$P-s" tcpdump -q -i "$P-vs" -w "$OUT" -U udp or icmp
sleep 1
rc() { ip netns exec "$P-c" radclient -r 1 -t 2 "$@" >/dev/null 2>&1 || true; }
echo 'User-Name = "alice", User-Password = "alice-pw", NAS-IP-Address = 198.18.167.1, NAS-Port = 1, NAS-Port-Type = Ethernet, Calling-Station-Id = "02-00-00-00-00-01", Message-Authenticator = 0x00' | rc "$S" auth lab-secret
echo 'User-Name = "alice", User-Password = "wrong", NAS-IP-Address = 198.18.167.1, NAS-Port = 2' | rc "$S" auth lab-secret
echo 'User-Name = "alice", CHAP-Password = "alice-pw", NAS-Identifier = "lab-nas", Cisco-AVPair = "shell:priv-lvl=15"' | rc "$S" auth lab-secret
echo 'Message-Authenticator = 0x00' | rc "$S" status lab-secret
for status in Start Interim-Update Stop; do
    echo "User-Name = \"alice\", Acct-Status-Type = $status, Acct-Session-Id = \"5F2A0001\", NAS-IP-Address = 198.18.167.1, Framed-IP-Address = 198.18.167.100, Acct-Session-Time = 3725, Acct-Input-Octets = 123456, Acct-Output-Octets = 654321, Acct-Terminate-Cause = User-Request, Event-Timestamp = 1700166000" | rc "$S:1813" acct lab-secret
done
echo 'User-Name = "alice", Acct-Session-Id = "5F2A0001", Session-Timeout = 60' | rc "$S:3799" coa lab-secret
echo 'User-Name = "alice", Acct-Session-Id = "5F2A0001"' | rc "$S:3799" disconnect lab-secret
sleep 1
