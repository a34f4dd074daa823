#!/usr/bin/env bash
# npm test: every test of the repository against a fresh build.
#   unit + API tests (jest; PostgreSQL too when it answers on 127.0.0.1:5432),
#   browser tests of the built app (e2e), lint, and with CI=true a short benchmark.
# Runs every step even when one fails, then exits non-zero if any failed.
set -uo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

ensure_node || exit 1
ensure_chromium || exit 1
ensure_test_tools || exit 1
ensure_deps || exit 1
build_started=$SECONDS
if ! ensure_build; then
  warn "The build failed: no tests were run."
  exit 1
fi
build_seconds=$((SECONDS - build_started))

passed=()
failed=()
failed_logs=()
mkdir -p "$REPO_ROOT/.tmp"
rm -f "$REPO_ROOT"/.tmp/step-*.log
step() {
  local name=$1
  shift
  log "$name"
  local started=$SECONDS
  # Each step's output is kept too: a failed step's last lines are repeated in the summary, where
  # a CI page that shows only the end of the log still tells what failed.
  local output
  output="$REPO_ROOT/.tmp/step-$(( ${#passed[@]} + ${#failed[@]} + 1 )).log"
  if "$@" 2>&1 | tee "$output"; then
    passed+=("$name ($((SECONDS - started)) s)")
  else
    failed+=("$name ($((SECONDS - started)) s)")
    failed_logs+=("$output")
  fi
}

if [ -z "${TEST_DATABASE_URL:-}" ] && postgres_answers; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
  log "PostgreSQL answers on 127.0.0.1:5432: API tests also run against it"
fi

# jest turns on --ci by itself when CI is set.
step "Type check (tsc)" npm run typecheck
rm -f "$REPO_ROOT"/.tmp/jest-*.json
step "Unit and API tests (jest)" npx jest --json --outputFile="$REPO_ROOT/.tmp/jest-unit.json"
report_leftovers
step "Browser tests (e2e)" bash scripts/e2e.sh
step "Lint" npm run lint
if [ "${CI:-}" = true ]; then
  step "Benchmark (short: BENCH_RUNS=3)" env BENCH_RUNS=3 npm run bench
fi

log "Summary"
node scripts/test-report.cjs --top 20 "$REPO_ROOT/.tmp/jest-unit.json" "$REPO_ROOT/.tmp/jest-e2e.json"
# Last, next to the verdicts: a CI page shows only the end of the log, and a failed step that is
# not a jest run (the benchmark, lint, the type check) has no test names to tell what broke.
for output in "${failed_logs[@]}"; do
  printf '\n  last lines of a failed step (%s):\n' "${output#"$REPO_ROOT"/}"
  tail -n 30 "$output" | sed 's/^/  | /'
done
printf '  build   %s s (0 when it was up to date)\n' "$build_seconds"
for name in "${passed[@]}"; do printf '  ok      %s\n' "$name"; done
for name in "${failed[@]}"; do printf '  FAILED  %s\n' "$name"; done
# One plain closing line with the test counts of every jest run (unit, API, e2e).
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file)) continue;
    const run = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += run.numPassedTests;
    failed += run.numFailedTests + run.numRuntimeErrorTestSuites;
  }
  console.log(`Tests: ${passed} passed, ${failed} failed`);
' "$REPO_ROOT/.tmp/jest-unit.json" "$REPO_ROOT/.tmp/jest-e2e.json"
printf 'npm test took %s s in all\n' "$SECONDS"
[ "${#failed[@]}" -eq 0 ]
