#!/usr/bin/env bash
# Live capture under load (issue 3): swiftnet's own UDP sender offers COUNT datagrams into a
# namespace lab's veth at several rates, up to flat out, while `swiftnet capture` and then
# `tcpdump` capture them on the receiving end with the same filter and flags, either writing a
# file (-w) or printing text to /dev/null. Reports, for every run, the packets offered (counted by
# nft where they arrive), captured and dropped by the kernel, then per rate and mode the mean kept
# by each tool and swiftnet's kept / tcpdump's kept.
#
#   SWIFTNET=path/to/swiftnet bash bench/capture.sh     (root; default .build/release/swiftnet)
#   COUNT=N datagrams per run (default 1000000)
#   RATES="100000 200000 flood"  packets/s (paced by a tbf qdisc) or "flood" (flat out)
#   RUNS=N runs of each tool per rate and mode (default 2), in the order swiftnet, tcpdump,
#          tcpdump, swiftnet, ... so neither always goes first after a quiet moment
#   MODES="write text"  -w FILE, or text printed to /dev/null
#   EXTRA="-B 2048"  extra flags for both tools (e.g. the same kernel buffer for both)
#   SIZE=N UDP payload bytes (default 18: 60-byte frames)
#   NET=N lab subnet 198.18.N.0/24 (default: a free one from scripts/lab.sh)
#
# The load: flat out is `swiftnet udp --flood --inject` (AF_PACKET, qdisc bypass, sendmmsg
# batches); a numeric rate is `swiftnet udp --flood` through the raw IP socket into a tbf qdisc on
# the sending veth, which holds the rate (a 10 ms token bucket) and, with a queue larger than the
# socket's send buffer, blocks the sender instead of dropping. Both tools capture on the lab
# host's end of the veth (inside the namespace), where every datagram arrives whichever way it was
# sent; nft's netdev ingress hook counts and drops them there, after the capture taps, so the lab
# host does no further work and answers nothing. Traffic goes only to the lab host 198.18.N.2,
# and the lab is removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
COUNT=${COUNT:-1000000}
RATES=${RATES:-"100000 200000 flood"}
RUNS=${RUNS:-2}
MODES=${MODES:-"write text"}
EXTRA=${EXTRA:-}
SIZE=${SIZE:-18}
OUT=bench/out
FRAME=$((SIZE + 42))
mkdir -p "$OUT"

[ "$(id -u)" = 0 ] || { echo "capture.sh: needs root (namespaces, capture)" >&2; exit 77; }
command -v tcpdump >/dev/null || { echo "capture.sh: tcpdump is missing (make deps)" >&2; exit 69; }
command -v tc >/dev/null || { echo "capture.sh: tc is missing (iproute2)" >&2; exit 69; }
[ -x "$SWIFTNET" ] || { echo "capture.sh: $SWIFTNET not built (make release)" >&2; exit 69; }
SWIFTNET=$(realpath "$SWIFTNET")

export LAB_OWNER=$$   # the lab belongs to this script (lab.sh runs in a subshell below)
lab=$(bash scripts/lab.sh up capb ${NET:-})
read -r LAB N <<<"$lab"
trap 'bash scripts/lab.sh down $LAB' EXIT
HOST=198.18.$N.2
FILTER="udp and dst host $HOST and dst port 9"
ip netns exec $LAB nft add table netdev capb
ip netns exec $LAB nft add counter netdev capb offered
ip netns exec $LAB nft add chain netdev capb ingress "{ type filter hook ingress device $LAB-p priority 0; }"
ip netns exec $LAB nft add rule netdev capb ingress udp dport 9 counter name offered drop
ping -c 1 -W 1 -q "$HOST" >/dev/null  # resolve the neighbour (--inject needs its MAC)

offered() { ip netns exec $LAB nft list counter netdev capb offered | awk '/packets/ { print $2 }'; }

# Bounded load: COUNT datagrams, at most 120 s of sending.
send_load() {  # RATE
    local rate=$1
    tc qdisc del dev $LAB-h root 2>/dev/null || true
    if [ "$rate" = flood ]; then
        "$SWIFTNET" udp "$HOST" -p 9 -d "$SIZE" --flood --inject -c "$COUNT" --duration 120 --timeout 0.1 -q >/dev/null
    else
        # rate in bits of Ethernet frame (tbf counts the 60 bytes it queues); 10 ms of burst.
        tc qdisc add dev $LAB-h root tbf rate $((rate * FRAME * 8))bit \
            burst $(( (rate / 100 > 16 ? rate / 100 : 16) * FRAME )) limit 64000000
        "$SWIFTNET" udp "$HOST" -p 9 -d "$SIZE" --flood -c "$COUNT" --duration 120 --timeout 0.1 -q >/dev/null
        tc qdisc del dev $LAB-h root
    fi
}

wait_listening() {  # ERRFILE PID
    for _ in $(seq 200); do
        grep -q "listening on" "$1" 2>/dev/null && return 0
        kill -0 "$2" 2>/dev/null || return 1
        sleep 0.05
    done
    return 1
}

cpu_seconds() {  # PID: user + system CPU so far, from /proc (clock ticks)
    awk -v hz="$(getconf CLK_TCK)" '{ sub(/.*\) /, ""); printf "%.2f", ($12 + $13) / hz }' "/proc/$1/stat"
}

ROWS=$OUT/capture-rows.txt
: >"$ROWS"

run() {  # TOOL RATE MODE RUN -> one table row, and one line in ROWS
    local tool=$1 rate=$2 mode=$3 number=$4
    local file=$OUT/capture-$tool.pcap err=$OUT/capture-$tool.err output=/dev/null
    local -a command
    rm -f "$file"
    if [ "$tool" = swiftnet ]; then command=("$SWIFTNET" capture); else command=(tcpdump -n); fi
    command+=(-i $LAB-p)
    # shellcheck disable=SC2206
    command+=($EXTRA)
    if [ "$mode" = write ]; then command+=(-w "$file"); fi
    ip netns exec $LAB nft reset counter netdev capb offered >/dev/null
    ip netns exec $LAB "${command[@]}" "$FILTER" >"$output" 2>"$err" &
    local pid=$!
    wait_listening "$err" $pid || { echo "capture.sh: $tool did not start: $(cat "$err")" >&2; exit 1; }
    local start
    start=$(date +%s.%N)
    send_load "$rate"
    local seconds
    seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    sleep 2  # past the 1 s read timeout: the last kernel block reaches the capture
    local cpu
    cpu=$(cpu_seconds $pid)
    kill -INT $pid
    wait $pid || true
    local sent captured dropped
    sent=$(offered)
    captured=$(awk '/packets? captured/ { print $1 }' "$err")
    dropped=$(awk '/dropped by kernel/ { print $1 }' "$err")
    local kept
    kept=$(awk -v c="$captured" -v o="$sent" 'BEGIN { printf "%.1f", (o > 0 ? 100 * c / o : 0) }')
    printf "| %s | %s | %s | %s | %s | %s s | %s | %s | %s %% | %s s |\n" \
        "$rate" "$mode" "$tool" "$number" "$sent" "$seconds" "$captured" "$dropped" "$kept" "$cpu"
    echo "$rate $mode $tool $sent $captured $dropped" >>"$ROWS"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo "$COUNT UDP datagrams (${FRAME}-byte frames) per run; filter '$FILTER'; extra flags: '${EXTRA:-none}'"
echo "| rate (packets/s) | output | tool | run | offered | send time | captured | dropped by kernel | kept | capture CPU |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for rate in $RATES; do
    for mode in $MODES; do
        for number in $(seq "$RUNS"); do
            if [ $((number % 2)) = 1 ]; then order="swiftnet tcpdump"; else order="tcpdump swiftnet"; fi
            for tool in $order; do run "$tool" "$rate" "$mode" "$number"; done
        done
    done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| rate (packets/s) | output | swiftnet kept (mean of runs) | tcpdump kept | swiftnet / tcpdump | runs with drops: swiftnet, tcpdump |"
echo "| --- | --- | --- | --- | --- | --- |"
awk '{
    key = $1 " " $2; keys[key] = 1
    sum[key, $3] += $5; off[key, $3] += $4; runs[key, $3]++
    if ($6 > 0) dropruns[key, $3]++
    if (!(key in order)) { order[key] = ++n; names[n] = key }
} END {
    for (i = 1; i <= n; i++) {
        key = names[i]; split(key, parts, " ")
        s = sum[key, "swiftnet"] / runs[key, "swiftnet"]; t = sum[key, "tcpdump"] / runs[key, "tcpdump"]
        so = off[key, "swiftnet"] / runs[key, "swiftnet"]; to = off[key, "tcpdump"] / runs[key, "tcpdump"]
        printf "| %s | %s | %.0f (%.1f %%) | %.0f (%.1f %%) | %.3f | %d, %d |\n", parts[1], parts[2], \
            s, 100 * s / so, t, 100 * t / to, (t > 0 ? s / t : 0), dropruns[key, "swiftnet"], dropruns[key, "tcpdump"]
    }
}' "$ROWS"
