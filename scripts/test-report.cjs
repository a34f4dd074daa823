#!/usr/bin/env node
// What npm test's summary tells of the jest runs whose --json outputs are named on the command
// line (unit/API and e2e): every failed test by name with the first lines of its message (a CI
// page that shows only the end of the log still names them all), and the slowest test files, so
// the next change that slows the suite is seen at once.
// Usage: node scripts/test-report.cjs [--top N] file.json [file.json ...]
const fs = require('node:fs');
const path = require('node:path');

/** Each test file's wall time in seconds, slowest first. */
function slowestFiles(runs, top) {
  const files = runs.flatMap((run) =>
    (run.testResults ?? []).map((result) => ({
      file: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: (result.assertionResults ?? []).length,
    })),
  );
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, top);
}

/** Every failed test (or file that failed to run) with the first lines of its message. */
function failedTests(runs) {
  return runs.flatMap((run) =>
    (run.testResults ?? []).flatMap((result) => {
      const file = path.relative(process.cwd(), result.name);
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && result.status === 'failed')
        return [{ file, name: '(the file failed to run)', message: result.message ?? '' }];
      return failed.map((test) => ({
        file,
        name: test.fullName,
        message: (test.failureMessages ?? []).join('\n'),
      }));
    }),
  );
}

/** The first meaningful lines of a failure message, without colours or the stack. */
function firstLines(message, count = 3) {
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, count);
}

function main(argv) {
  let top = 20;
  const inputs = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--top') top = Number(argv[++index]) || top;
    else inputs.push(argv[index]);
  }
  const runs = inputs
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const failed = failedTests(runs);
  if (failed.length) {
    console.log(`Failed tests (${failed.length})`);
    for (const test of failed) {
      console.log(`  ✕ ${test.file} › ${test.name}`);
      for (const line of firstLines(test.message)) console.log(`      ${line}`);
    }
  }
  // Browser test files that failed, were run again alone and passed (scripts/e2e-rerun.cjs).
  const retried = runs.flatMap((run) => run.firstTryFailures ?? []);
  if (retried.length) {
    console.log(`Failed the first time, run again alone (${retried.length})`);
    for (const test of retried)
      console.log(`  ↻ ${path.relative(process.cwd(), test.file)} › ${test.name}`);
  }
  const rows = slowestFiles(runs, top);
  if (rows.length === 0) return;
  console.log(`Slowest ${rows.length} test files (wall seconds, tests in the file)`);
  for (const row of rows)
    console.log(
      `  ${row.seconds.toFixed(1).padStart(7)} s  ${String(row.tests).padStart(4)}  ${row.file}`,
    );
}

if (require.main === module) main(process.argv.slice(2));
module.exports = { slowestFiles, failedTests };
