#!/usr/bin/env bash
# Runs every fuzz target for FUZZ_SECONDS (default 60) each, seeded from Fixtures/ and from the
# committed regression inputs in fuzz/corpus/TARGET/. A crash, leak, timeout or out-of-memory stops
# the run with a non-zero status; the input is kept in fuzz/crashes/ to be turned into a fixture.
#   fuzz/run.sh [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${FUZZ_BUILD:-.build-fuzz}
SECONDS_EACH=${FUZZ_SECONDS:-60}
bash fuzz/build.sh "$@"

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for file in fuzz/targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

seed_corpus() { # target directory
  local target=$1 dir=$2
  mkdir -p "$dir"
  [[ -d fuzz/corpus/$target ]] && cp -n fuzz/corpus/"$target"/* "$dir"/ 2>/dev/null || true
  # A target may have a script that derives seeds from the fixtures.
  if [[ -f fuzz/seeds-$target.py ]]; then python3 fuzz/seeds-"$target".py Fixtures/pcap "$dir"; fi
  # Each target's first line names its seeds: `// seeds: GLOB [GLOB...]` relative to the repo.
  local globs
  globs=$(sed -n 's|^// seeds: ||p' fuzz/targets/"$target".swift | head -1)
  for glob in $globs; do
    for file in $glob; do [[ -f "$file" ]] && cp -n "$file" "$dir"/ 2>/dev/null || true; done
  done
}

mkdir -p fuzz/crashes
failed=0
for target in "${targets[@]}"; do
  corpus="$OUT/corpus/$target"
  seed_corpus "$target" "$corpus"
  echo "fuzz: $target for ${SECONDS_EACH}s ($(ls "$corpus" | wc -l) seeds)"
  if ! "$OUT/fuzz-$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
       -max_len=65536 -print_final_stats=1 -artifact_prefix=fuzz/crashes/"$target"- \
       "$corpus" > "$OUT/$target.log" 2>&1; then
    echo "fuzz: $target FAILED; tail of $OUT/$target.log:"
    tail -30 "$OUT/$target.log"
    failed=1
  else
    grep -E "stat::number_of_executed_units|cov:" "$OUT/$target.log" | tail -2 | sed "s/^/fuzz: $target /"
  fi
done
exit $failed
