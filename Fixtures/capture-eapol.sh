#!/bin/sh
# Captures real IEEE 802.1X traffic for swiftnet's fixtures (needs root and
# `apt-get install -y hostapd wpasupplicant openssl`): two network namespaces joined by a veth pair,
# hostapd with `driver=wired` and its internal EAP server on one end, wpa_supplicant `-D wired` on
# the other, authenticating in turn with EAP-MD5, PEAP/MSCHAPv2 and TTLS/PAP (a throw-away
# self-signed certificate), then logging off; tcpdump on the authenticator's end. No IP traffic.
# Writes Fixtures/pcap/eapol-lab.pcap. `make test` never runs this: the pcap is committed.
set -eu
cd "$(dirname "$0")"
. ./lablib.sh
lab_begin xl2 eapol
lab_netns a b
lab_veth a va b vb 02:00:00:00:0a:01 02:00:00:00:0b:01

# A small server certificate for the TLS tunnels (EC keeps the handshake to a few frames).
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
    -subj "/CN=xl2-radius" -keyout "$RUN/server.key" -out "$RUN/server.pem" 2>/dev/null

cat > "$RUN/hostapd.eap_user" <<'EOF'
"peapuser"  PEAP
"anonymous" TTLS
"md5user"   MD5 "md5secret"
"peapuser"  MSCHAPV2 "peapsecret" [2]
"ttlsuser"  TTLS-PAP "ttlssecret" [2]
EOF
cat > "$RUN/hostapd.conf" <<EOF
interface=$P-va
driver=wired
ieee8021x=1
eap_server=1
eap_user_file=$RUN/hostapd.eap_user
server_cert=$RUN/server.pem
private_key=$RUN/server.key
eap_reauth_period=0
logger_stdout=-1
logger_stdout_level=4
EOF

lab_spawn ip netns exec $P-a tcpdump -U -i $P-va -w "$RUN/eapol.pcap" ether proto 0x888e 2>/dev/null
sleep 1

# One fresh authenticator per method: after a logoff hostapd's port sits in its held state for a while.
run_supplicant() {
    name=$1
    shift
    lab_spawn ip netns exec $P-a hostapd "$RUN/hostapd.conf" > "$RUN/hostapd-$name.log" 2>&1
    hpid=$LAB_LAST
    sleep 1
    {
        echo "ctrl_interface=$RUN/wpa-$name"
        echo "ap_scan=0"
        echo "network={"
        echo "    key_mgmt=IEEE8021X"
        echo "    eapol_flags=0"
        for line in "$@"; do echo "    $line"; done
        echo "}"
    } > "$RUN/wpa-$name.conf"
    lab_spawn ip netns exec $P-b wpa_supplicant -D wired -i $P-vb -c "$RUN/wpa-$name.conf" > "$RUN/wpa-$name.log" 2>&1
    spid=$LAB_LAST
    # Wait for the outcome, then log off (EAPOL-Logoff) before the next method.
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        sleep 1
        grep -q "CTRL-EVENT-EAP-SUCCESS\|CTRL-EVENT-EAP-FAILURE" "$RUN/wpa-$name.log" && break
    done
    ip netns exec $P-b wpa_cli -p "$RUN/wpa-$name" logoff > /dev/null 2>&1 || true
    sleep 1
    kill $spid $hpid 2>/dev/null || true
    wait $spid $hpid 2>/dev/null || true
    sleep 1
}

run_supplicant md5 'eap=MD5' 'identity="md5user"' 'password="md5secret"'
run_supplicant peap 'eap=PEAP' 'identity="peapuser"' 'password="peapsecret"' 'phase2="auth=MSCHAPV2"' \
    "ca_cert=\"$RUN/server.pem\""
run_supplicant ttls 'eap=TTLS' 'identity="ttlsuser"' 'anonymous_identity="anonymous"' 'password="ttlssecret"' \
    'phase2="auth=PAP"' "ca_cert=\"$RUN/server.pem\""
# A wrong password: EAP-Failure.
run_supplicant md5bad 'eap=MD5' 'identity="md5user"' 'password="wrong"'

sleep 1
cp "$RUN/eapol.pcap" pcap/eapol-lab.pcap
grep -h "CTRL-EVENT-EAP-SUCCESS\|CTRL-EVENT-EAP-FAILURE" "$RUN"/wpa-*.log || true
echo "capture-eapol.sh: wrote pcap/eapol-lab.pcap"
