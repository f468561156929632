#!/usr/bin/env bash
# Runs `headless layout --json` over every iOS .storyboard/.xib of the corpus and prints the totals
# (views within 0.5 pt of the frames Xcode stored, conflicts, failed scenes). See docs/auto-layout-corpus.md.
#   scripts/layout-corpus.sh [HEADLESS_BINARY] [CORPUS]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$here/.build-release/release/headless}
corpus=${2:-$here/../shared/corpus}
[ -x "$bin" ] || { echo "build first: swift build -c release --scratch-path .build-release --product headless" >&2; exit 2; }
out=$(mktemp -d)
awk -F'\t' 'NR > 1 && $6 == "ios" && ($1 ~ /\.storyboard$/ || $1 ~ /\.xib$/) { print $1 }' "$corpus/MANIFEST.tsv" |
while IFS= read -r file; do
  "$bin" layout --json "$corpus/$file" > "$out/$(echo "$file" | tr '/' '_').json" 2>/dev/null || true
done
python3 - "$out" <<'PY'
import json, os, sys
within = counted = conflicts = failed = files = 0
for name in sorted(os.listdir(sys.argv[1])):
    try: data = json.load(open(os.path.join(sys.argv[1], name)))
    except Exception: continue
    files += 1
    totals = data.get("totals", data)
    within += totals.get("within", 0); counted += totals.get("counted", 0)
    conflicts += totals.get("conflicts", 0); failed += totals.get("failedScenes", 0)
print(f"files {files}, views within 0.5 pt: {within} of {counted} ({100*within/max(1,counted):.1f} %), conflicts {conflicts}, failed scenes {failed}")
PY
rm -rf "$out"
