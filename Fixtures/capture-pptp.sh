#!/usr/bin/env bash
# Makes Fixtures/pcap/pptp-lab.pcap (root only, needs `apt-get install -y pptpd pptp-linux`): Debian's
# pptpd in namespace xs5-s (198.18.77.1) and the pptp-linux client in xs5-c (198.18.77.2). The
# kernel has no PPP, so neither side runs pppd: the client runs with --nolaunchpppd on a pipe from
# Fixtures/generate/pptp_ppp_peer.py, and pptpd runs that same script as its "pppd" (--ppp): real
# PPTP control messages (SCCRQ/SCCRP, OCRQ/OCRP, ECHORQ/ECHORP, CCRQ and what follows) from both
# daemons, the client's idle-time echoes, and the client's enhanced-GRE data path (LCP in PPP).
# In this container the pty pptpd gives its "pppd" reads end-of-file at once (even with /dev/ptmx
# bound to the visible devpts, below), so the server never sends GRE back: the hand-built
# Fixtures/pcap/gre*.pcap cover the rest of the data path.
# Torn down on exit (Fixtures/lablib.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x /usr/sbin/pptpd && -x /usr/sbin/pptp ]] || {
    echo "capture-pptp.sh: apt-get install -y pptpd pptp-linux" >&2; exit 77; }
. Fixtures/lablib.sh
lab_begin xs5 pptp
OUT=Fixtures/pcap/pptp-lab.pcap
PEER=$PWD/Fixtures/generate/pptp_ppp_peer.py
lab_netns s c
lab_veth s s0 c c0 02:00:00:00:77:01 02:00:00:00:77:02
ip -n "$P-s" addr add 198.18.77.1/24 dev "$P-s0"
ip -n "$P-c" addr add 198.18.77.2/24 dev "$P-c0"
for n in s c; do ip netns exec "$P-$n" ethtool -K "$P-${n}0" tx off >/dev/null 2>&1 || true; done

# pptpd's "pppd": the script on the pty (pptpd passes pppd's arguments, ignored).
cat > "$RUN/ppp" <<SH
#!/bin/sh
exec python3 $PEER server 2>> $RUN/ppp.log
SH
chmod +x "$RUN/ppp"
cat > "$RUN/pptpd.conf" <<CFG
localip 198.18.78.1
remoteip 198.18.78.2-9
CFG
: > "$RUN/options"
stop_pptpd_children() {
    # pptpd forks a pptpctrl per call, detached from pptpd, and that runs the "pppd": stop every
    # process left in our own two namespaces, by PID.
    for ns in "$P-s" "$P-c"; do
        for pid in $(ip netns pids "$ns" 2>/dev/null || true); do kill "$pid" 2>/dev/null || true; done
    done
}
lab_cleanup_hook stop_pptpd_children

lab_spawn ip netns exec "$P-s" tcpdump -n -i "$P-s0" -w "$RUN/cap.pcap" -U 'tcp port 1723 or ip proto 47'
sleep 1
# /dev/ptmx here belongs to another devpts instance than the /dev/pts mounted on top: pptpctrl
# would open its pty's slave by a name that is some other pty. Inside the namespace's own mount
# namespace (ip netns exec makes one, not shared back), /dev/ptmx is made the visible instance's.
lab_spawn ip netns exec "$P-s" sh -c "mount --bind /dev/pts/ptmx /dev/ptmx && exec pptpd -f \
    -c $RUN/pptpd.conf -o $RUN/options -e $RUN/ppp -p $RUN/pptpd.pid -l 198.18.77.1"
sleep 1
# The client: LCP over the call for a few seconds, then its input ends and it clears the call.
ip netns exec "$P-c" sh -c "python3 $PEER client | pptp 198.18.77.1 --nolaunchpppd --loglevel 1 --idle-wait 2 \
    > $RUN/client.out 2> $RUN/client.log" &
CLIENT=$!
LAB_PIDS="$LAB_PIDS $CLIENT"
sleep 10
kill "$CLIENT" 2>/dev/null || true
sleep 2
lab_stop
sleep 1
cp "$RUN/cap.pcap" "$OUT"
tcpdump -n -r "$OUT" 2>/dev/null | head -50
