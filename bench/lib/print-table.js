// The benchmarks' output: a plain text table, and numbers with a fixed number of digits.
'use strict';

/** Prints a title, a header row, a rule and the rows, columns padded to their widest cell. */
function printTable(title, header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Writes bench/results/{name}-latest.json with the date, and says where. */
function writeResults(name, data) {
  const fs = require('node:fs');
  const path = require('node:path');
  const out = path.join(__dirname, '..', 'results', `${name}-latest.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
  console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
}

module.exports = { printTable, fixed, writeResults };
