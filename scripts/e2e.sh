#!/usr/bin/env bash
# npm test's browser test step: every e2e file, then each failed file once more, alone and from
# scratch (why: scripts/e2e-rerun.cjs). Writes .tmp/jest-e2e.json with the final result of each
# file and the first try's failures, which the summary prints. More than MAX_RERUN failed files
# is a broken change rather than a loaded machine: those are not run again.
set -uo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

MAX_RERUN=6
report="$REPO_ROOT/.tmp/jest-e2e.json"
first="$REPO_ROOT/.tmp/jest-e2e-first.json"
rerun="$REPO_ROOT/.tmp/jest-e2e-rerun.json"
mkdir -p "$REPO_ROOT/.tmp"
rm -f "$report" "$first" "$rerun"

npm run test -w @gramota/e2e -- --json --outputFile="$first" "$@" && {
  cp "$first" "$report"
  exit 0
}
[ -f "$first" ] || exit 1
cp "$first" "$report"
mapfile -t files < <(node scripts/e2e-rerun.cjs failed-files "$first")
if [ "${#files[@]}" -eq 0 ] || [ "${#files[@]}" -gt "$MAX_RERUN" ]; then
  warn "${#files[@]} browser test files failed: not run again (at most $MAX_RERUN are)."
  exit 1
fi
log "Running the ${#files[@]} failed browser test file(s) again, one at a time"
npm run test -w @gramota/e2e -- --runInBand --json --outputFile="$rerun" --runTestsByPath "${files[@]}"
[ -f "$rerun" ] || exit 1
node scripts/e2e-rerun.cjs merge "$first" "$rerun" "$report"
