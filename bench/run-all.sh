#!/usr/bin/env bash
# Runs every benchmark script in bench/ (each *.sh except this one), in name order.
set -uo pipefail
cd "$(dirname "$0")"
status=0
for script in *.sh; do
    [ "$script" = run-all.sh ] && continue
    echo "### bench/$script"
    bash "$script" || status=1
done
exit $status
