/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF rows, quoted where needed, with a UTF-8
 * BOM so Excel reads Cyrillic. A cell starting with = + - @ (or a tab / CR) is prefixed with an
 * apostrophe, so a spreadsheet shows it as text and never runs it as a formula (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>) {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
