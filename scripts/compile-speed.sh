#!/usr/bin/env bash
# Issue 14's measure of the IB compiler, as docs/nib-format.md ("Issue 14, tenth round" through "sixteenth round") reports it: instructions
# counted by callgrind (repeatable where the wall clock is not), and the compiled bytes of every corpus file, to
# compare two builds with `diff -r`.
#   scripts/compile-speed.sh count [HEADLESS_BINARY]        instructions: compile, and read + compile (two passes each)
#   scripts/compile-speed.sh steady [read|compile|readAndCompile] [HEADLESS_BINARY]   one steady pass: the count with
#       `--passes 2` minus the count with `--passes 1` (no first-pass set-up); set SWIFT_DETERMINISTIC_HASHING=1 and
#       repeat when comparing steps under ≈ 0.1 M (glibc's heap bookkeeping varies that much from run to run)
#   scripts/compile-speed.sh bytes OUTPUT_DIR [HEADLESS_BINARY]   every iOS corpus file compiled into OUTPUT_DIR
#   scripts/compile-speed.sh atomics [read|compile|readAndCompile] [HEADLESS_BINARY]   the atomic reference-count updates
#       (the `lock cmpxchg` of swift_retain and swift_release) in one steady pass, by the function that asked: each
#       costs ≈ 20 cycles where callgrind counts one instruction, and they were ≈ 18 % of the wall time (sixteenth round);
#       DEALLOCS=1 names the destroy or deinit behind each release made while deallocating, TOP=N lists N askers
# Build first: HEADLESS_NO_APPS=1 swift build -c release --product headless (valgrind: apt-get install valgrind).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=$here/../shared/corpus
mode=${1:-count}
# Sets `what`, `bin` and `toggle` (callgrind's collection toggle) for a mode that measures one row: MODE ROW [BINARY].
one_row() {
  what=$2
  bin=${3:-$here/.build/release/headless}
  [ -x "$bin" ] || { echo "build first: HEADLESS_NO_APPS=1 swift build -c release --product headless" >&2; exit 2; }
  command -v valgrind > /dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
  case "$what" in
  read) toggle='*BenchmarkWork*4read_4name*' ;;
  compile) toggle='*BenchmarkWork*7compile*' ;;
  readAndCompile) toggle='*BenchmarkWork*14readAndCompile*' ;;
  *) echo "$1: read, compile or readAndCompile" >&2; exit 2 ;;
  esac
}
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
  one_row steady "${2:-readAndCompile}" "${3:-}"
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
atomics)
  one_row atomics "${2:-readAndCompile}" "${3:-}"
  core=$(ldd "$bin" | awk '/libswiftCore.so/ { print $3 }')
  [ -n "$core" ] || { echo "atomics: $bin does not load libswiftCore.so" >&2; exit 2; }
  # The file offsets of the compare-and-swap in swift_retain and swift_release (the immortal and null paths skip it).
  locks=$(for fn in swift_retain swift_release; do
    objdump -d --no-show-raw-insn --disassemble="$fn" "$core" | awk -v fn="$fn" '/lock cmpxchg/ { sub(":", "", $1); print fn "=0x" $1; exit }'
  done | paste -sd, -)
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  # `--passes 1` runs the work twice (the check and the timed pass); the counts are halved.
  HEADLESS_NO_APPS=1 valgrind --tool=callgrind --dump-instr=yes --separate-callers=2 --callgrind-out-file="$out/cg" \
    --toggle-collect="$toggle" "$bin" benchmark --ib-only --passes 1 > /dev/null 2> "$out/log"
  python3 - "$out/cg" "$locks" << 'PY' | (command -v swift > /dev/null && swift demangle --simplified || cat) | cut -c1-160
import collections, os, re, sys
path, spec = sys.argv[1], sys.argv[2]
locks = {name: int(address, 16) for name, address in (entry.split("=") for entry in spec.split(","))}
names, counts, current, address, after_call = {}, collections.Counter(), None, 0, False
def name_of(token):
    match = re.match(r"\((\d+)\)(?: (.*))?", token)
    if match.group(2): names[match.group(1)] = match.group(2)
    return names.get(match.group(1), "?")
for line in open(path):
    if line.startswith("fn="): current = name_of(line[3:].strip()); continue
    if line.startswith("cfn="): name_of(line[4:].strip()); continue
    if line.startswith("calls="): after_call = True; continue
    if not line or not (line[0].isdigit() or line[0] in "+-*"): continue
    fields = line.split()
    token = fields[0]
    if token.startswith("0x"): address = int(token, 16)
    elif token[0] in "+-": address += int(token[1:], 0) * (1 if token[0] == "+" else -1)
    if after_call: after_call = False; continue
    parts = current.split("'")
    if parts[0] in locks and address == locks[parts[0]]:
        # `swift_release'2`: a release made while deallocating (callgrind's recursion level), e.g. a document's tables.
        # (With DEALLOCS=1, such a release is named by the destroy or deinit that made it.)
        if parts[1:2] == ["2"]:
            asker = "(inside a deallocation)" if not os.environ.get("DEALLOCS") else "(dealloc) " + next(
                (p for p in parts[2:] if p and p != "2" and not p.startswith("swift_")), "?")
        else:
            asker = next((p for p in parts[1:] if not p.startswith("swift_bridgeObject")), "?")
        counts[(parts[0], asker)] += int(fields[-1])
total = sum(counts.values())
print(f"{total // 2} atomic reference-count updates a pass (the check pass and the timed pass, halved) "
      f"({sum(v for (f, _), v in counts.items() if f == 'swift_retain') // 2} retains, "
      f"{sum(v for (f, _), v in counts.items() if f == 'swift_release') // 2} releases); the most frequent askers:")
by_asker = collections.Counter()
for (_, asker), count in counts.items(): by_asker[asker] += count
for asker, count in by_asker.most_common(int(__import__("os").environ.get("TOP", "25"))): print(f"{count // 2:10d}  {asker}")
PY
  ;;
*)
  echo "usage: scripts/compile-speed.sh count [BINARY] | steady [read|compile|readAndCompile] [BINARY] | bytes OUTPUT_DIR [BINARY] | atomics [read|compile|readAndCompile] [BINARY]" >&2
  exit 2
  ;;
esac
