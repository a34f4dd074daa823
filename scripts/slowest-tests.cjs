#!/usr/bin/env node
// The slowest test files of the jest runs whose --json outputs are named on the command line
// (npm test's unit/API and e2e runs), so the next change that slows the suite is seen at once.
// Usage: node scripts/slowest-tests.cjs [--top N] file.json [file.json ...]
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
  const rows = slowestFiles(runs, top);
  if (rows.length === 0) return;
  console.log(`Slowest ${rows.length} test files (wall seconds, tests in the file)`);
  for (const row of rows)
    console.log(
      `  ${row.seconds.toFixed(1).padStart(7)} s  ${String(row.tests).padStart(4)}  ${row.file}`,
    );
}

if (require.main === module) main(process.argv.slice(2));
module.exports = { slowestFiles };
