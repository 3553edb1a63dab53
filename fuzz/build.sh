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
MODULE_FLAGS=()

# build_module NAME DEPENDENCY...: one static library and module per target (dependencies first).
build_module() {
  local name=$1; shift
  local sources
  mapfile -t sources < <(find Sources/"$name" -name '*.swift' | sort)
  local stamp="$OUT/$name.stamp"
  # Rebuild only when a source is newer than the library.
  if [[ -f "$stamp" ]] && [[ -z "$(find Sources/"$name" -newer "$stamp" -name '*.swift' | head -1)" ]]; then
    return
  fi
  echo "fuzz: building module $name"
  swiftc "${FLAGS[@]}" "${MODULE_FLAGS[@]}" -emit-library -static -emit-module -module-name "$name" \
    -emit-module-path "$OUT/$name.swiftmodule" "${sources[@]}" -o "$OUT/lib$name.a" 2> >(grep -v "Cannot export local symbol" >&2)
  touch "$stamp"
}

build_module SwiftNetWire
build_module SwiftNetPcap SwiftNetWire
build_module SwiftNetDissect SwiftNetPcap SwiftNetWire
build_module SwiftNetProbe SwiftNetPcap SwiftNetWire
# libpcap through the project's module map, for the filter target.
MODULE_FLAGS=(-I Sources/CLibpcap)
build_module SwiftNetCapture SwiftNetPcap SwiftNetWire
MODULE_FLAGS=()

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for file in fuzz/targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
for target in "${targets[@]}"; do
  echo "fuzz: building target $target"
  swiftc "${FLAGS[@]}" -I Sources/CLibpcap fuzz/targets/"$target".swift \
    -lSwiftNetDissect -lSwiftNetProbe -lSwiftNetCapture -lSwiftNetPcap -lSwiftNetWire -lpcap -o "$OUT/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
done
