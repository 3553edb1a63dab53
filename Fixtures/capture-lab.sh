#!/usr/bin/env bash
# Makes the real-traffic fixtures (root only): builds a routed namespace lab (scripts/lab.sh router),
# runs a web server and a tiny DNS server on the far host, and records with tcpdump on the root side
# of the lab while it pings (v4 and v6), fetches a page over HTTP (v4 and v6), traceroutes (UDP and
# ICMP, v4 and v6) and resolves names. Traffic only goes to the lab's own 198.18/15 and 2001:db8
# addresses. Writes Fixtures/pcap/lab.pcap and Fixtures/pcap/demo.pcap (the same capture).
#   bash Fixtures/capture-lab.sh        then  sh Fixtures/make-expected.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) == 0 ]] || { echo "capture-lab.sh: needs root (network namespaces)" >&2; exit 77; }
ID=dsfx N=231
FAR4=198.19.$N.2
FAR6=$(printf '2001:db8:1%03x::2' "$N")
OUT=Fixtures/pcap/lab.pcap
WORK=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    bash scripts/lab.sh down "$ID"
    rm -rf "$WORK"
}
trap cleanup EXIT
bash scripts/lab.sh router "$ID" "$N" >/dev/null

# A DNS server answering A and AAAA for *.lab.test, NXDOMAIN for anything else (RFC 1035 format).
cat > "$WORK/dns.py" <<'PY'
import socket, struct, sys
def serve(family, address):
    s = socket.socket(family, socket.SOCK_DGRAM)
    s.bind((address, 53))
    while True:
        data, peer = s.recvfrom(512)
        ident, flags, qd = struct.unpack("!HHH", data[:6])
        i = 12
        labels = []
        while data[i]:
            labels.append(data[i + 1:i + 1 + data[i]].decode()); i += 1 + data[i]
        qtype, = struct.unpack("!H", data[i + 1:i + 3])
        question = data[12:i + 5]
        name = ".".join(labels)
        answers = b""
        rcode = 0
        if name.endswith("lab.test"):
            if qtype == 1:
                answers = b"\xc0\x0c" + struct.pack("!HHIH", 1, 1, 300, 4) + socket.inet_aton("198.19.231.2")
            elif qtype == 28:
                answers = b"\xc0\x0c" + struct.pack("!HHIH", 28, 1, 300, 16) + socket.inet_pton(socket.AF_INET6, "2001:db8:1e7::2")
        else:
            rcode = 3
        header = struct.pack("!HHHHHH", ident, 0x8580 | rcode, 1, 1 if answers else 0, 0, 0)
        s.sendto(header + question + answers, peer)
serve(socket.AF_INET, sys.argv[1])
PY
ip netns exec "$ID" python3 "$WORK/dns.py" "$FAR4" & pids+=($!)
(cd "$WORK" && echo "hello from the lab" > index.html && exec ip netns exec "$ID" python3 -m http.server 80 --bind :: ) >/dev/null 2>&1 & pids+=($!)
sleep 1

tcpdump -i "$ID-h" -U -w "$OUT" 2>/dev/null & capture=$!
sleep 1
ping -c 2 -i 0.2 "$FAR4" >/dev/null
ping -6 -c 2 -i 0.2 "$FAR6" >/dev/null
curl -s -o /dev/null "http://$FAR4/"
curl -s -o /dev/null -g "http://[$FAR6]/index.html"
traceroute -n -q 1 -m 3 -w 1 "$FAR4" >/dev/null || true
traceroute -n -I -q 1 -m 3 -w 1 "$FAR4" >/dev/null || true
traceroute6 -n -q 1 -m 3 -w 1 "$FAR6" >/dev/null || true
python3 - "$FAR4" <<'PY'
import socket, struct, sys
for ident, name, qtype in ((0x1111, "www.lab.test", 1), (0x2222, "www.lab.test", 28), (0x3333, "missing.example", 1)):
    q = struct.pack("!HHHHHH", ident, 0x0100, 1, 0, 0, 0)
    q += b"".join(bytes([len(p)]) + p.encode() for p in name.split(".")) + b"\0" + struct.pack("!HH", qtype, 1)
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(2)
    s.sendto(q, (sys.argv[1], 53)); s.recvfrom(512)
PY
# A refused connection (no listener on 8081) and a UDP send to a closed port.
curl -s -m 2 -o /dev/null "http://$FAR4:8081/" || true
python3 -c "import socket,sys; socket.socket(socket.AF_INET,socket.SOCK_DGRAM).sendto(b'probe', (sys.argv[1], 9))" "$FAR4"
sleep 1
kill -INT "$capture"; wait "$capture" || true
cp "$OUT" Fixtures/pcap/demo.pcap
echo "capture-lab.sh: $(tcpdump -r "$OUT" 2>/dev/null | wc -l) packets in $OUT"
