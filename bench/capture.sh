#!/usr/bin/env bash
# Live capture benchmark (issue 3): a bounded burst of UDP datagrams into a namespace lab's veth at
# several rates while swiftnet capture -w, then tcpdump -w, capture it with the same filter and
# default options. Reports offered, captured and kernel-dropped packets for each.
#
#   SWIFTNET=path/to/swiftnet bash bench/capture.sh     (root; default .build/release/swiftnet)
#   BURST=N datagrams per run (default 100000), RATES="10000 50000 flood" (packets/s or flood),
#   EXTRA="-B 8192" extra flags for both tools, SIZE=N UDP payload bytes (default 18: 60-byte frames).
# Traffic goes only to the lab host 198.18.29.2 (scripts/lab.sh up capb 29), removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
BURST=${BURST:-100000}
RATES=${RATES:-"10000 50000 flood"}
EXTRA=${EXTRA:-}
SIZE=${SIZE:-18}
OUT=bench/out
LAB=capb
N=29
HOST=198.18.$N.2
FILTER="udp and dst host $HOST and dst port 9"
mkdir -p "$OUT"

[ "$(id -u)" = 0 ] || { echo "capture.sh: needs root (namespaces, capture)" >&2; exit 77; }
for tool in tcpdump; do
    command -v "$tool" >/dev/null || { echo "capture.sh: $tool is missing (make deps)" >&2; exit 69; }
done
[ -x "$SWIFTNET" ] || { echo "capture.sh: $SWIFTNET not built (make release)" >&2; exit 69; }

bash scripts/lab.sh up $LAB $N
trap 'bash scripts/lab.sh down $LAB' EXIT
# Let the lab host drop the datagrams quietly instead of answering each with port unreachable.
ip netns exec $LAB nft add table inet capb
ip netns exec $LAB nft add chain inet capb input '{ type filter hook input priority 0; }'
ip netns exec $LAB nft add rule inet capb input udp dport 9 drop
ping -c 1 -W 1 -q $HOST >/dev/null  # resolve the neighbour before the burst

# The burst: BURST datagrams of SIZE bytes to HOST:9, paced in 1 ms slices at RATE
# packets/s, or as fast as one socket goes ("flood"). python3 stdlib, so the pacing does not
# depend on any swiftnet code under test.
send_burst() {  # RATE
    python3 - "$HOST" "$BURST" "$1" "$SIZE" <<'PY'
import socket, sys, time
host, count, rate, size = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4 << 20)
sock.connect((host, 9))
payload = bytes(size)
send = sock.send
sent = 0
if rate == "flood":
    while sent < count:
        try:
            send(payload)
            sent += 1
        except BlockingIOError:
            pass
else:
    per_slice = max(1, int(rate) // 1000)
    start = time.monotonic()
    while sent < count:
        for _ in range(min(per_slice, count - sent)):
            send(payload)
        sent += min(per_slice, count - sent)
        delay = start + sent / int(rate) - time.monotonic()
        if delay > 0:
            time.sleep(delay)
PY
}

wait_listening() {  # ERRFILE PID
    for _ in $(seq 100); do
        grep -q "listening on" "$1" 2>/dev/null && return 0
        kill -0 "$2" 2>/dev/null || return 1
        sleep 0.05
    done
    return 1
}

run() {  # TOOL RATE -> prints one table row
    local tool=$1 rate=$2 file="$OUT/capture-$1.pcap" err="$OUT/capture-$1.err" send
    rm -f "$file"
    if [ "$tool" = swiftnet ]; then
        "$SWIFTNET" capture -i $LAB-h $EXTRA -w "$file" "$FILTER" 2>"$err" &
    else
        tcpdump -i $LAB-h $EXTRA -w "$file" "$FILTER" 2>"$err" &
    fi
    local pid=$!
    wait_listening "$err" $pid || { echo "capture.sh: $tool did not start: $(cat "$err")" >&2; exit 1; }
    local start=$(date +%s.%N)
    send_burst "$rate"
    local seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
    sleep 2  # past the 1 s read timeout: the last kernel block reaches the capture
    kill -INT $pid
    wait $pid || true
    local captured dropped received
    captured=$(awk '/packets? captured/ { print $1 }' "$err")
    received=$(awk '/received by filter/ { print $1 }' "$err")
    dropped=$(awk '/dropped by kernel/ { print $1 }' "$err")
    printf "| %s | %s | %.2f s | %s | %s | %s | %s |\n" "$rate" "$tool" "$seconds" "$BURST" "$received" "$captured" "$dropped"
}

echo "burst of $BURST UDP datagrams ($((SIZE + 42))-byte frames) per run; filter '$FILTER'; extra flags: '${EXTRA:-none}'"
echo "| rate (packets/s) | tool | send time | offered | received by filter | captured | dropped by kernel |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
# Each tool runs twice per rate, in the order swiftnet, tcpdump, tcpdump, swiftnet, so neither
# always goes first after a quiet moment.
for rate in $RATES; do
    run swiftnet "$rate"
    run tcpdump "$rate"
    run tcpdump "$rate"
    run swiftnet "$rate"
done
