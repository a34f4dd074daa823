#!/usr/bin/env node
// npm test's second chance for browser test files (scripts/e2e.sh). A browser test waits on its
// app, its renders and Chromium; on a loaded 2-core CI machine (seen: the e2e step 3× slower than
// on a quiet one) a wait sometimes runs out in a different file each run. A failed file is run
// once more, alone and from scratch (its own new app and data directory, so nothing of the first
// try is left to trip over); the step passes only if every such file then passes. What failed the
// first time is kept in the merged report and printed by the summary, never hidden.
//   node scripts/e2e-rerun.cjs failed-files first.json          → the failed files, one a line
//   node scripts/e2e-rerun.cjs merge first.json rerun.json out.json
const fs = require('node:fs');

/** The files of a jest --json run that failed (a failed test, or a file that did not run). */
function failedFiles(run) {
  return (run.testResults ?? [])
    .filter(
      (result) =>
        result.status === 'failed' ||
        (result.assertionResults ?? []).some((test) => test.status === 'failed'),
    )
    .map((result) => result.name);
}

/**
 * The first run with each re-run file's result in place of its first one, counts recomputed, and
 * `firstTryFailures` naming every test that failed the first time (kept for the summary).
 */
function mergeRerun(first, rerun) {
  const again = new Map((rerun.testResults ?? []).map((result) => [result.name, result]));
  const firstTryFailures = (first.testResults ?? []).flatMap((result) => {
    if (!again.has(result.name)) return [];
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) return [{ file: result.name, name: '(the file failed to run)' }];
    return failed.map((test) => ({ file: result.name, name: test.fullName }));
  });
  const testResults = (first.testResults ?? []).map((result) => again.get(result.name) ?? result);
  const tests = testResults.flatMap((result) => result.assertionResults ?? []);
  const count = (status) => tests.filter((test) => test.status === status).length;
  const brokenFiles = testResults.filter(
    (result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0,
  ).length;
  const failedSuites = testResults.filter((result) => result.status === 'failed').length;
  return {
    ...first,
    testResults,
    numTotalTests: tests.length,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending'),
    numRuntimeErrorTestSuites: brokenFiles,
    numFailedTestSuites: failedSuites,
    numPassedTestSuites: testResults.length - failedSuites,
    success: failedSuites === 0 && count('failed') === 0,
    firstTryFailures,
  };
}

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function main([command, ...files]) {
  if (command === 'failed-files') {
    for (const name of failedFiles(read(files[0]))) console.log(name);
    return 0;
  }
  if (command === 'merge') {
    const merged = mergeRerun(read(files[0]), read(files[1]));
    fs.writeFileSync(files[2], JSON.stringify(merged));
    return merged.success ? 0 : 1;
  }
  console.error(
    'usage: e2e-rerun.cjs failed-files first.json | merge first.json rerun.json out.json',
  );
  return 2;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
module.exports = { failedFiles, mergeRerun };
