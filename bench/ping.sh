#!/usr/bin/env bash
# Round-trip times from `swiftnet ping` and iputils `ping` to the same namespace host, in one run,
# alternating rounds so both see the same machine load: median, mean and spread of each.
# Needs root; the lab (198.18.NET.0/24: a free subnet from scripts/lab.sh, or NET=N) is removed at
# the end.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTNET=${SWIFTNET:-.build/release/swiftnet}
ROUNDS=${ROUNDS:-5}
PER_ROUND=${PER_ROUND:-100}
[ "$(id -u)" = 0 ] || { echo "bench/ping.sh: needs root (namespace lab, raw sockets)"; exit 0; }
[ -x "$SWIFTNET" ] || { echo "bench/ping.sh: build first (make release)"; exit 1; }
export LAB_OWNER=$$   # the lab belongs to this script (lab.sh runs in a subshell below)
lab=$(bash scripts/lab.sh up bping ${NET:-})
read -r LAB NET <<<"$lab"
trap 'bash scripts/lab.sh down $LAB; rm -f /tmp/bping.swiftnet /tmp/bping.iputils' EXIT
TARGET=198.18.$NET.2
: >/tmp/bping.swiftnet
: >/tmp/bping.iputils
for round in $(seq "$ROUNDS"); do
    "$SWIFTNET" ping -c "$PER_ROUND" -i 0.01 "$TARGET" | grep -o 'time=[0-9.]*' | cut -d= -f2 >>/tmp/bping.swiftnet
    ping -c "$PER_ROUND" -i 0.01 "$TARGET" | grep -o 'time=[0-9.]*' | cut -d= -f2 >>/tmp/bping.iputils
done
stats() { # file label
    sort -g "$1" | awk -v label="$2" '{ v[NR] = $1; sum += $1 }
        END { n = NR; median = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
              printf "%-8s n=%d median=%.3f ms mean=%.3f ms p10=%.3f p90=%.3f\n", label, n, median, sum / n,
                     v[int(n * 0.1) + 1], v[int(n * 0.9)] }'
}
echo "== $ROUNDS rounds of $PER_ROUND pings at 10 ms intervals to $TARGET, alternating"
stats /tmp/bping.swiftnet swiftnet
stats /tmp/bping.iputils iputils
