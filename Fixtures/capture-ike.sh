#!/usr/bin/env bash
# Makes Fixtures/pcap/ike-lab.pcap (root only, needs `apt-get install -y charon-systemd
# strongswan-swanctl`): two strongSwan charon daemons in namespaces xs3-ia (198.18.163.1) and
# xs3-ib (198.18.163.2), each with its own strongswan.conf and vici socket, PSK authentication:
# - IKEv2: IKE_SA_INIT, IKE_AUTH (on 4500 behind the non-ESP marker once NAT-T detection ran),
#   INFORMATIONAL delete;
# - IKEv1 main mode + quick mode; IKEv1 aggressive mode offering a proposal the responder does
#   not have (its NO-PROPOSAL-CHOSEN notification), then one it accepts;
# - IKEv2 with forced UDP encapsulation (encap=yes) so every exchange after SA_INIT rides on 4500.
# The CHILD_SAs may fail to install in the namespaces (no kernel IPsec needed for the fixture):
# the IKE exchanges are what is captured. Torn down on exit (Fixtures/lablib.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/sbin/charon-systemd && -x /usr/sbin/swanctl ]] || {
    echo "capture-ike.sh: apt-get install -y charon-systemd strongswan-swanctl" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xs3 ike
OUT=Fixtures/pcap/ike-lab.pcap
declare -A ADDR=([ia]=198.18.163.1 [ib]=198.18.163.2)
lab_netns ia ib
lab_veth ia ia0 ib ib0
for n in ia ib; do
    ip -n "$P-$n" addr add "${ADDR[$n]}/24" dev "$P-${n}0"
    # Checksums computed in software, so the capture shows correct UDP checksums.
    ip netns exec "$P-$n" ethtool -K "$P-${n}0" tx off >/dev/null 2>&1 || true
done
for n in ia ib; do
    me=${ADDR[$n]}; peer=${ADDR[ia]}; [[ $n == ia ]] && peer=${ADDR[ib]}
    mkdir -p "$RUN/$n"
    cat > "$RUN/$n/strongswan.conf" <<CFG
charon-systemd {
    load_modular = yes
    install_routes = no
    install_virtual_ip = no
    # Lab only: strongSwan refuses IKEv1 aggressive mode with a PSK unless told to.
    i_dont_care_about_security_and_use_aggressive_mode_psk = yes
    plugins {
        include /etc/strongswan.d/charon/*.conf
        vici { socket = unix://$RUN/$n/vici }
    }
    filelog { stderr { path = $RUN/$n/charon.log
        default = 1 } }
    journal { default = -1 }
}
CFG
    cat > "$RUN/$n/swanctl.conf" <<CFG
connections {
    v2 {
        version = 2
        local_addrs = $me
        remote_addrs = $peer
        proposals = aes128-sha256-modp2048
        local { auth = psk
            id = $me }
        remote { auth = psk
            id = $peer }
        children { c2 { esp_proposals = aes128-sha256
            local_ts = $me/32
            remote_ts = $peer/32
            mode = transport } }
    }
    v1 {
        version = 1
        local_addrs = $me
        remote_addrs = $peer
        proposals = aes128-sha1-modp2048
        local { auth = psk
            id = $me }
        remote { auth = psk
            id = $peer }
        children { c1 { esp_proposals = aes128-sha1
            local_ts = $me/32[udp]
            remote_ts = $peer/32[udp]
            mode = transport } }
    }
    agg {
        version = 1
        aggressive = yes
        local_addrs = $me
        remote_addrs = $peer
        proposals = 3des-md5-modp1024
        local { auth = psk
            id = agg-$me }
        remote { auth = psk
            id = agg-$peer }
        children { c4 { esp_proposals = aes256-sha256
            local_ts = $me/32[tcp/80]
            remote_ts = $peer/32[tcp]
            mode = tunnel } }
    }
    agg2 {
        version = 1
        aggressive = yes
        local_addrs = $me
        remote_addrs = $peer
        proposals = aes128-sha1-modp2048
        local { auth = psk
            id = agg-$me }
        remote { auth = psk
            id = agg-$peer }
        children { c5 { esp_proposals = aes128-sha1
            local_ts = $me/32
            remote_ts = $peer/32
            mode = transport } }
    }
    nat {
        version = 2
        encap = yes
        local_addrs = $me
        remote_addrs = $peer
        proposals = aes256-sha384-ecp256
        local { auth = psk
            id = nat-$me }
        remote { auth = psk
            id = nat-$peer }
        children { c3 { esp_proposals = aes256gcm16
            local_ts = $me/32[tcp]
            remote_ts = $peer/32[tcp]
            mode = transport } }
    }
}
secrets {
    ike-a { secret = lab-secret-1
        id-1 = ${ADDR[ia]}
        id-2 = ${ADDR[ib]} }
    ike-b { secret = lab-secret-2
        id-1 = nat-${ADDR[ia]}
        id-2 = nat-${ADDR[ib]} }
    ike-c { secret = lab-secret-3
        id-1 = agg-${ADDR[ia]}
        id-2 = agg-${ADDR[ib]} }
}
CFG
    lab_spawn env STRONGSWAN_CONF="$RUN/$n/strongswan.conf" ip netns exec "$P-$n" /usr/sbin/charon-systemd
done
sleep 3
sw() { STRONGSWAN_CONF="$RUN/$1/strongswan.conf" ip netns exec "$P-$1" swanctl "${@:2}" --uri "unix://$RUN/$1/vici"; }
for n in ia ib; do sw "$n" --load-all --file "$RUN/$n/swanctl.conf" >/dev/null; done
lab_spawn ip netns exec "$P-ib" tcpdump -q -i "$P-ib0" -w "$OUT" -U udp port 500 or udp port 4500
sleep 1
for conn in v2 v1 agg agg2 nat; do
    child=$(case $conn in v2) echo c2;; v1) echo c1;; agg) echo c4;; agg2) echo c5;; nat) echo c3;; esac)
    sw ia --initiate --ike "$conn" --child "$child" --timeout 5 >/dev/null 2>&1 || true
    sleep 1
    sw ia --terminate --ike "$conn" --timeout 5 >/dev/null 2>&1 || true
    sleep 1
done
sleep 1
