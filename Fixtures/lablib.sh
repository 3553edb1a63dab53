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
