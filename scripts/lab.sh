#!/usr/bin/env bash
# The namespace lab: test hosts that live tests, the demo and the benchmarks create and remove
# themselves. Traffic only ever goes to these hosts (198.18.0.0/15, 2001:db8::/32) or loopback.
#
#   lab.sh up TAG          one host with a per-run name and a free subnet; prints "ID N"
#   lab.sh up ID N         the same with a fixed name and subnet (fails if another run holds N)
#                          netns "ID", veth "ID-h" (root side) <-> "ID-p" (inside)
#                          root side 198.18.N.1/24 + 2001:db8:N::1/64, host 198.18.N.2 + 2001:db8:N::2
#   lab.sh router TAG      two hops, per-run name and free subnet; prints "ID N"
#   lab.sh router ID N     root <-> netns "ID-r" (router) <-> netns "ID" (host)
#                          root 198.18.N.1 / 2001:db8:N::1, router 198.18.N.2 / 2001:db8:N::2 and
#                          198.19.N.1 / 2001:db8:1NNN::1, host 198.19.N.2 / 2001:db8:1NNN::2
#                          (1NNN: N in three hex digits, e.g. 1005 for 5, 101f for 31);
#                          the root namespace routes 198.19.N.0/24 and 2001:db8:1NNN::/64 via the router
#   lab.sh down ID         removes both kinds and releases the subnet (idempotent)
#   lab.sh reap            removes every lab whose owner process has gone (crashed test runs)
#
# ID: 1-8 characters [a-z0-9] (interface names must stay under 16 bytes); TAG: 1-5 of them, the
# ID is then a 3-character prefix from the owner's PID followed by TAG, so two test runs (two
# worktrees) never pick the same name. N: 1-250. No duplicate address detection, so tests can send
# at once.
#
# Concurrent runs: each subnet in use is claimed in /run/swiftnet-lab/N (files: id, owner) under
# one flock, by the owner process: $LAB_OWNER, else the caller ($PPID). A claim whose owner has
# exited (PID gone or reused: its start time is recorded too) is stale; its lab is removed when
# the subnet is next wanted. `up`/`down` of a lab another live process owns fail instead of
# tearing it down.
set -euo pipefail

die() { echo "lab.sh: $*" >&2; exit 2; }

CLAIMS=/run/swiftnet-lab
OWNER=${LAB_OWNER:-$PPID}

# "PID STARTTIME" of a live process, empty if it has gone (field 22 of /proc/PID/stat, read after
# the command name, which may hold spaces).
identity() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }
  local -a fields
  read -ra fields <<<"$stat"
  echo "$1 ${fields[19]}"
}

[[ "$OWNER" =~ ^[0-9]+$ ]] || die "bad LAB_OWNER '$OWNER' (a PID)"
ME=$(identity "$OWNER")
[[ -n "$ME" ]] || die "owner process $OWNER is not running"

# Whether claim directory $1 belongs to a live process (with "other": other than the owner).
held() {
  local owner
  owner=$(cat "$1/owner" 2>/dev/null) || return 1
  [[ "${2:-}" != other || "$owner" != "$ME" ]] && [[ "$(identity "${owner%% *}")" == "$owner" ]]
}

lock() {
  mkdir -p "$CLAIMS"
  exec 9>"$CLAIMS/.lock"
  flock 9
}

check_id() { [[ "$1" =~ ^[a-z0-9]{1,8}$ ]] || die "bad lab id '$1' (1-8 of a-z0-9)"; }
check_subnet() {
  [[ "$1" =~ ^[0-9]+$ ]] && (( $1 >= 1 && $1 <= 250 )) || die "bad subnet number '$1' (1-250)"
}

# The per-run name: three base-36 digits of the owner PID, then the tag.
run_id() {
  [[ "$1" =~ ^[a-z0-9]{1,5}$ ]] || die "bad lab tag '$1' (1-5 of a-z0-9)"
  local digits=0123456789abcdefghijklmnopqrstuvwxyz n=$(( OWNER % 46656 )) prefix=
  for _ in 1 2 3; do prefix=${digits:n % 36:1}$prefix; n=$(( n / 36 )); done
  echo "$prefix$1"
}

# Removes lab $1's namespaces; deleting a namespace deletes the veth ends inside it, and with them
# their peers and routes.
teardown() {
  ip link del "$1-h" 2>/dev/null || true
  ip netns del "$1" 2>/dev/null || true
  ip netns del "$1-r" 2>/dev/null || true
}

# Under the lock: removes lab $1 and its claims, unless a live process other than the owner holds it.
release() {
  local claim
  for claim in "$CLAIMS"/*/; do
    [[ -d "$claim" && "$(cat "$claim/id" 2>/dev/null)" == "$1" ]] || continue
    held "$claim" other && die "lab $1 belongs to running process $(cut -d' ' -f1 "$claim/owner")"
    rm -rf "$claim"
  done
  teardown "$1"
}

# Under the lock: claims subnet $2 for lab $1 (a stale claim's lab is removed first); fails if a
# live process, the owner included, holds it (returns 1 when $3 is "try").
claim() {
  local claim=$CLAIMS/$2
  if [[ -d "$claim" ]]; then
    if held "$claim"; then
      [[ "${3:-}" == try ]] && return 1
      die "subnet $2 is held by lab $(cat "$claim/id") of running process $(cut -d' ' -f1 "$claim/owner")"
    fi
    teardown "$(cat "$claim/id" 2>/dev/null || echo none)"
    rm -rf "$claim"
  fi
  mkdir "$claim"
  echo "$1" >"$claim/id"
  echo "$ME" >"$claim/owner"
}

# Sets ID and N from the arguments (TAG, or ID N) and claims the subnet; a failure from here on
# removes what was made.
ID= N=
prepare() {
  lock
  if [[ $# -eq 1 ]]; then
    ID=$(run_id "$1")
    release "$ID"
    # Per-run labs take 100-250; fixed subnets (the demo, fixture recipes) stay below 100.
    for (( N = 100; N <= 250; N++ )); do claim "$ID" "$N" try && break; done
    (( N <= 250 )) || die "no free lab subnet in 100-250"
  else
    check_id "$1"
    check_subnet "$2"
    ID=$1 N=$2
    release "$ID"
    claim "$ID" "$N"
  fi
  exec 9>&-
  trap 'if [[ $? -ne 0 ]]; then lock; release "$ID"; fi' EXIT
}

link_pair() { # root-or-ns-A  ifA  ns-B  ifB
  ip link add "$2" type veth peer name "$4"
  if [[ "$1" != "-" ]]; then ip link set "$2" netns "$1"; fi
  ip link set "$4" netns "$3"
}

in_ns() { local ns=$1; shift; if [[ "$ns" == "-" ]]; then "$@"; else ip netns exec "$ns" "$@"; fi; }

address() { # ns if v4/len v6/len
  # No duplicate address detection, for the link-local address too: until it finishes a router
  # cannot send neighbour solicitations and drops what it should forward.
  in_ns "$1" sysctl -qw "net.ipv6.conf.$2.accept_dad=0"
  in_ns "$1" ip addr add "$3" dev "$2"
  in_ns "$1" ip -6 addr add "$4" dev "$2" nodad
  in_ns "$1" ip link set "$2" up
}

up() {
  prepare "$@"
  local id=$ID n=$N
  ip netns add "$id"
  ip -n "$id" link set lo up
  link_pair - "$id-h" "$id" "$id-p"
  address - "$id-h" "198.18.$n.1/24" "2001:db8:$n::1/64"
  address "$id" "$id-p" "198.18.$n.2/24" "2001:db8:$n::2/64"
  echo "$id $n"
}

router() {
  prepare "$@"
  local id=$ID n=$N far6
  far6=$(printf '2001:db8:1%03x' "$n")   # one valid hex group for every N (100N would overflow it)
  ip netns add "$id-r"
  ip netns add "$id"
  ip -n "$id-r" link set lo up
  ip -n "$id" link set lo up
  link_pair - "$id-h" "$id-r" "$id-p"
  link_pair "$id-r" "$id-q" "$id" "$id-s"
  address - "$id-h" "198.18.$n.1/24" "2001:db8:$n::1/64"
  address "$id-r" "$id-p" "198.18.$n.2/24" "2001:db8:$n::2/64"
  address "$id-r" "$id-q" "198.19.$n.1/24" "$far6::1/64"
  address "$id" "$id-s" "198.19.$n.2/24" "$far6::2/64"
  ip netns exec "$id-r" sysctl -qw net.ipv4.ip_forward=1 net.ipv6.conf.all.forwarding=1
  ip -n "$id" route add default via "198.19.$n.1"
  ip -n "$id" -6 route add default via "$far6::1"
  ip route add "198.19.$n.0/24" via "198.18.$n.2"
  ip -6 route add "$far6::/64" via "2001:db8:$n::2"
  echo "$id $n"
}

reap() {
  lock
  local claim owner
  for claim in "$CLAIMS"/*/; do
    [[ -d "$claim" ]] || continue
    owner=$(cat "$claim/owner" 2>/dev/null || echo "0 0")
    [[ "$(identity "${owner%% *}")" == "$owner" ]] && continue
    teardown "$(cat "$claim/id" 2>/dev/null || echo none)"
    rm -rf "$claim"
  done
}

usage="usage: lab.sh up|router TAG | lab.sh up|router ID N | lab.sh down ID | lab.sh reap"
case "${1:-}" in
  up|router) [[ $# -eq 2 || $# -eq 3 ]] || die "$usage"; "$@" ;;
  down) [[ $# -eq 2 ]] || die "$usage"; check_id "$2"; lock; release "$2" ;;
  reap) [[ $# -eq 1 ]] || die "$usage"; reap ;;
  *) die "$usage" ;;
esac
