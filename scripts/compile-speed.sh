#!/usr/bin/env bash
# Issue 14's measure of the IB compiler, as docs/nib-format.md ("Issue 14, tenth round" through "fifteenth round") reports it: instructions
# counted by callgrind (repeatable where the wall clock is not), and the compiled bytes of every corpus file, to
# compare two builds with `diff -r`.
#   scripts/compile-speed.sh count [HEADLESS_BINARY]        instructions: compile, and read + compile (two passes each)
#   scripts/compile-speed.sh steady [read|compile|readAndCompile] [HEADLESS_BINARY]   one steady pass: the count with
#       `--passes 2` minus the count with `--passes 1` (no first-pass set-up); set SWIFT_DETERMINISTIC_HASHING=1 and
#       repeat when comparing steps under ≈ 0.1 M (glibc's heap bookkeeping varies that much from run to run)
#   scripts/compile-speed.sh bytes OUTPUT_DIR [HEADLESS_BINARY]   every iOS corpus file compiled into OUTPUT_DIR
# Build first: HEADLESS_NO_APPS=1 swift build -c release --product headless (valgrind: apt-get install valgrind).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=$here/../shared/corpus
mode=${1:-count}
case "$mode" in
count)
  bin=${2:-$here/.build/release/headless}
  [ -x "$bin" ] || { echo "build first: HEADLESS_NO_APPS=1 swift build -c release --product headless" >&2; exit 2; }
  command -v valgrind > /dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  # `--passes 1` runs the work twice: the benchmark's check that every file compiles, then the timed pass.
  for toggle in compile readAndCompile; do
    HEADLESS_NO_APPS=1 valgrind --tool=callgrind --callgrind-out-file="$out/$toggle" \
      --toggle-collect="*BenchmarkWork*${#toggle}${toggle}*" "$bin" benchmark --ib-only --passes 1 > /dev/null 2> "$out/$toggle.log"
    count=$(grep -o 'Collected : [0-9]*' "$out/$toggle.log" | grep -o '[0-9]*$')
    printf '%-16s %12s instructions for two passes (%s M a pass)\n' "$toggle" "$count" \
      "$(python3 -c "print(round($count / 2e6, 2))")"
  done
  ;;
steady)
  what=${2:-readAndCompile}
  bin=${3:-$here/.build/release/headless}
  [ -x "$bin" ] || { echo "build first: HEADLESS_NO_APPS=1 swift build -c release --product headless" >&2; exit 2; }
  command -v valgrind > /dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
  case "$what" in
  read) toggle='*BenchmarkWork*4read_4name*' ;;
  compile) toggle='*BenchmarkWork*7compile*' ;;
  readAndCompile) toggle='*BenchmarkWork*14readAndCompile*' ;;
  *) echo "steady: read, compile or readAndCompile" >&2; exit 2 ;;
  esac
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  for passes in 1 2; do
    HEADLESS_NO_APPS=1 valgrind --tool=callgrind --callgrind-out-file="$out/cg$passes" --toggle-collect="$toggle" \
      "$bin" benchmark --ib-only --passes $passes > /dev/null 2> "$out/log$passes"
  done
  one=$(grep -o 'Collected : [0-9]*' "$out/log1" | grep -o '[0-9]*$')
  two=$(grep -o 'Collected : [0-9]*' "$out/log2" | grep -o '[0-9]*$')
  printf '%-16s %12s instructions for one steady pass\n' "$what" "$((two - one))"
  ;;
bytes)
  dir=${2:?an output folder}
  bin=${3:-$here/.build/release/headless}
  mkdir -p "$dir"
  failed=0
  while IFS= read -r file; do
    name=$(echo "$file" | tr '/' '_')
    case "$file" in *.storyboard) target="$dir/$name.storyboardc" ;; *) target="$dir/$name.nib" ;; esac
    "$bin" compile "$corpus/$file" -o "$target" > /dev/null 2>&1 || { echo "does not compile: $file"; failed=$((failed + 1)); }
  done < <(awk -F'\t' 'NR > 1 && $6 == "ios" { print $1 }' "$corpus/MANIFEST.tsv")
  echo "$(find "$dir" -type f | wc -l) files in $dir; $failed inputs did not compile (IBLinter's duplicate-id fixture is refused on purpose)"
  ;;
*)
  echo "usage: scripts/compile-speed.sh count [BINARY] | steady [read|compile|readAndCompile] [BINARY] | bytes OUTPUT_DIR [BINARY]" >&2
  exit 2
  ;;
esac
