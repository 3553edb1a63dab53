# Shared set-up for the capture-*.sh fixture labs (POSIX sh; source it, never run it).
# Each lab is network namespaces joined by veth pairs, addressed only from 198.18.0.0/15 and
# 2001:db8::/32, and torn down on exit whatever happens: the scripts used to carry this prologue
# and its cleanup each, with small drifts between the copies.
#
#   . "$(dirname "$0")/lablib.sh"
#   lab_begin xl2 ptp                 # prefix and topic: needs root, makes $RUN, sets the trap
#   lab_netns a b                     # namespaces $P-a and $P-b with lo up
#   lab_veth a va b vb                # veth $P-va in $P-a <-> $P-vb in $P-b, both up
#   lab_veth a va b vb 02:00:00:00:0a:01 02:00:00:00:0b:01   # the same with fixed MACs
#   lab_spawn ip netns exec $P-a some-daemon ...   # background; stopped by PID at exit
#   lab_stop                          # stop every spawned process now
#   lab_cleanup_hook my_function      # optional extra teardown, run before the namespaces go
#   lab_link a a0 b b0                # veth named a0 inside $P-a <-> b0 inside $P-b (routing labs)
#   lab_addr a a0 198.18.1.1/24 2001:db8:1::1/64   # addresses (IPv6 without DAD), link up
#   lab_stub a 198.19.98.1/24 2001:db8:98::1/64    # a stub network d0 inside $P-a
#   lab_frr "a b c" ospfd ospf6d      # frr: zebra, then the daemons, from $RUN/<ns>/<daemon>.conf
#
# KEEP=1 keeps $RUN (logs, configs) for a look after the run.

# lab_begin PREFIX TOPIC: checks root, sets P, makes the scratch directory RUN, installs the trap.
lab_begin() {
    P=$1
    if [ "$(id -u)" != 0 ]; then
        echo "capture-$2: needs root (network namespaces)" >&2
        exit 77
    fi
    RUN=$(mktemp -d "/tmp/$P-$2.XXXXXX")
    LAB_PIDS=""
    LAB_NETNS=""
    LAB_HOOK=""
    trap lab_cleanup EXIT
    trap 'exit 130' INT TERM
}

# lab_netns NAME...: creates namespace $P-NAME for each NAME, loopback up; removed at exit.
lab_netns() {
    for name in "$@"; do
        ip netns add "$P-$name"
        LAB_NETNS="$LAB_NETNS $P-$name"
        ip -n "$P-$name" link set lo up
    done
}

# lab_veth NS1 IF1 NS2 IF2 [MAC1 MAC2]: a veth pair, $P-IF1 inside $P-NS1 and $P-IF2 inside $P-NS2,
# both up; fixed MACs (set before the links come up) keep a re-made capture's -e output stable.
lab_veth() {
    ip link add "$P-$2" netns "$P-$1" type veth peer name "$P-$4" netns "$P-$3"
    if [ $# -ge 6 ]; then
        ip -n "$P-$1" link set "$P-$2" address "$5"
        ip -n "$P-$3" link set "$P-$4" address "$6"
    fi
    ip -n "$P-$1" link set "$P-$2" up
    ip -n "$P-$3" link set "$P-$4" up
}

# lab_link NS1 IF1 NS2 IF2: a veth pair whose ends are IF1 inside $P-NS1 and IF2 inside $P-NS2 (short
# names as a router's config names them); lab_addr brings them up.
lab_link() {
    ip link add "$P-$2" type veth peer name "$P-$4"
    ip link set "$P-$2" netns "$P-$1" name "$2"
    ip link set "$P-$4" netns "$P-$3" name "$4"
}

# lab_addr NS IF V4/LEN [V6/LEN]: addresses on IF inside $P-NS (IPv6 without duplicate address
# detection, so it is usable at once), then the link up.
lab_addr() {
    ip -n "$P-$1" addr add "$3" dev "$2"
    if [ $# -ge 4 ]; then ip -n "$P-$1" -6 addr add "$4" dev "$2" nodad; fi
    ip -n "$P-$1" link set "$2" up
}

# lab_stub NS V4/LEN [V6/LEN]: a stub network for a router to announce: a veth pair kept inside
# $P-NS (d0 addressed, d1 up), since the kernel here has no dummy module.
lab_stub() {
    lab_ns=$1; shift
    ip -n "$P-$lab_ns" link add d0 type veth peer name d1
    ip -n "$P-$lab_ns" link set d1 up
    lab_addr "$lab_ns" d0 "$@"
}

# lab_frr "NS..." DAEMON...: starts frr in each namespace from the config directory $RUN/NS (which
# must hold zebra.conf and DAEMON.conf): zebra everywhere first, a second for it to come up, then
# each DAEMON. The daemons drop to frr:frr, so the directories are handed to that user.
lab_frr() {
    lab_all=$1; shift
    chmod 755 "$RUN"
    for lab_ns in $lab_all; do chown -R frr:frr "$RUN/$lab_ns"; done
    for lab_daemon in zebra "$@"; do
        for lab_ns in $lab_all; do
            lab_dir=$RUN/$lab_ns
            lab_spawn ip netns exec "$P-$lab_ns" /usr/lib/frr/$lab_daemon -f "$lab_dir/$lab_daemon.conf" \
                -i "$lab_dir/$lab_daemon.pid" -z "$lab_dir/zserv" --vty_socket "$lab_dir" -u frr -g frr \
                --log "file:$lab_dir/$lab_daemon.log"
        done
        if [ "$lab_daemon" = zebra ]; then sleep 1; fi
    done
}

# lab_spawn COMMAND...: runs COMMAND in the background and remembers its PID for the teardown.
# LAB_LAST is that PID, for a script that stops the process itself earlier.
lab_spawn() {
    "$@" &
    LAB_LAST=$!
    LAB_PIDS="$LAB_PIDS $LAB_LAST"
}

# lab_stop: stops every spawned process now (to post-process a capture before the script ends).
lab_stop() {
    for pid in $LAB_PIDS; do kill "$pid" 2>/dev/null || true; done
    LAB_PIDS=""
}

# lab_cleanup_hook FUNCTION: FUNCTION runs first at teardown (daemons with pid files, for example).
lab_cleanup_hook() {
    LAB_HOOK=$1
}

# The teardown: the hook, then every spawned PID (only ours, never by name), then the namespaces
# (which removes their veths too), then the scratch directory unless KEEP is set.
lab_cleanup() {
    status=$?
    trap - EXIT
    if [ -n "$LAB_HOOK" ]; then "$LAB_HOOK" || true; fi
    lab_stop
    sleep 0.5
    for ns in $LAB_NETNS; do ip netns del "$ns" 2>/dev/null || true; done
    if [ -z "${KEEP:-}" ]; then rm -rf "$RUN"; fi
    exit "$status"
}
