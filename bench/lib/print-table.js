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

module.exports = { printTable, fixed };
