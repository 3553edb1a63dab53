#!/usr/bin/env bash
# Builds the libFuzzer targets in fuzz/targets/ against the pure modules, compiled with
# -sanitize=fuzzer,address (coverage + ASan). SwiftPM has no fuzzing mode, so this drives swiftc
# directly: one static library per module, then one executable per target.
#   fuzz/build.sh [TARGET...]      default: every fuzz/targets/*.swift
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${FUZZ_BUILD:-.build-fuzz}
mkdir -p "$OUT"
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$OUT" -L "$OUT")

# module-name : dependencies (already built, in order)
build_module() {
  local name=$1; shift
  local sources=(Sources/"$name"/*.swift)
  local stamp="$OUT/$name.stamp"
  # Rebuild only when a source is newer than the library.
  if [[ -f "$stamp" ]] && [[ -z "$(find Sources/"$name" -newer "$stamp" -name '*.swift' | head -1)" ]]; then
    return
  fi
  echo "fuzz: building module $name"
  local links=()
  for dependency in "$@"; do links+=(-l"$dependency"); done
  swiftc "${FLAGS[@]}" -emit-library -static -emit-module -module-name "$name" \
    -emit-module-path "$OUT/$name.swiftmodule" "${sources[@]}" -o "$OUT/lib$name.a" 2> >(grep -v "Cannot export local symbol" >&2)
  touch "$stamp"
}

build_module SwiftNetWire
build_module SwiftNetPcap SwiftNetWire
if compgen -G "Sources/SwiftNetDissect/*.swift" >/dev/null; then
  build_module SwiftNetDissect SwiftNetPcap SwiftNetWire
fi

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for file in fuzz/targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
for target in "${targets[@]}"; do
  echo "fuzz: building target $target"
  swiftc "${FLAGS[@]}" fuzz/targets/"$target".swift \
    -lSwiftNetDissect -lSwiftNetPcap -lSwiftNetWire -o "$OUT/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
done
