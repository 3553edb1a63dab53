#!/usr/bin/env bash
# The namespace lab: test hosts that live tests, the demo and the benchmarks create and remove
# themselves. Traffic only ever goes to these hosts (198.18.0.0/15, 2001:db8::/32) or loopback.
#
#   lab.sh up ID N         one host: netns "ID", veth "ID-h" (root side) <-> "ID-p" (inside)
#                          root side 198.18.N.1/24 + 2001:db8:N::1/64, host 198.18.N.2 + 2001:db8:N::2
#   lab.sh router ID N     two hops: root <-> netns "ID-r" (router) <-> netns "ID" (host)
#                          root 198.18.N.1 / 2001:db8:N::1, router 198.18.N.2 / 2001:db8:N::2 and
#                          198.19.N.1 / 2001:db8:1NNN::1, host 198.19.N.2 / 2001:db8:1NNN::2
#                          (1NNN: N in three hex digits, e.g. 1005 for 5, 101f for 31);
#                          the root namespace routes 198.19.N.0/24 and 2001:db8:1NNN::/64 via the router
#   lab.sh down ID         removes both kinds (idempotent, safe when nothing exists)
#
# ID: 1-8 characters [a-z0-9] (interface names must stay under 16 bytes); N: 1-250, unique per lab
# running at once. No duplicate address detection, so tests can send at once.
set -euo pipefail

die() { echo "lab.sh: $*" >&2; exit 2; }

check_args() {
  [[ "$1" =~ ^[a-z0-9]{1,8}$ ]] || die "bad lab id '$1' (1-8 of a-z0-9)"
  [[ "$2" =~ ^[0-9]+$ ]] && (( $2 >= 1 && $2 <= 250 )) || die "bad subnet number '$2' (1-250)"
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
  local id=$1 n=$2
  check_args "$id" "$n"
  down "$id"
  ip netns add "$id"
  ip -n "$id" link set lo up
  link_pair - "$id-h" "$id" "$id-p"
  address - "$id-h" "198.18.$n.1/24" "2001:db8:$n::1/64"
  address "$id" "$id-p" "198.18.$n.2/24" "2001:db8:$n::2/64"
}

router() {
  local id=$1 n=$2
  check_args "$id" "$n"
  local far6
  far6=$(printf '2001:db8:1%03x' "$n")   # one valid hex group for every N (100N would overflow it)
  down "$id"
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
}

down() {
  local id=$1
  [[ "$id" =~ ^[a-z0-9]{1,8}$ ]] || die "bad lab id '$id' (1-8 of a-z0-9)"
  # Deleting a namespace deletes the veth ends inside it, and with them their peers and routes.
  ip link del "$id-h" 2>/dev/null || true
  ip netns del "$id" 2>/dev/null || true
  ip netns del "$id-r" 2>/dev/null || true
}

[[ $# -ge 2 ]] || die "usage: lab.sh up|router ID N | lab.sh down ID"
case "$1" in
  up) [[ $# -eq 3 ]] || die "usage: lab.sh up ID N"; up "$2" "$3" ;;
  router) [[ $# -eq 3 ]] || die "usage: lab.sh router ID N"; router "$2" "$3" ;;
  down) down "$2" ;;
  *) die "unknown command '$1'" ;;
esac
