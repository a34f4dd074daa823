import { SPREADSHEET_LIMITS, type ImportedTable } from '@gramota/contracts';
import { decodeCsvBytes } from './csv-decode';
import { ImportError } from './import-error';
import { tableFromRows } from './table-limits';

export type CsvDelimiter = ';' | ',' | '\t';

export interface ReadCsv {
  table: ImportedTable;
  encoding: string;
  /** '' when no separator was found (one column). */
  delimiter: CsvDelimiter | '';
}

/** Ties go to the first: Russian Excel writes ';', since ',' is its decimal mark. */
const CANDIDATES: readonly CsvDelimiter[] = [';', '\t', ','];
const SAMPLE_ROWS = 20;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/*
 * Every reader here is a single pass over the text: each character is looked at a bounded number
 * of times, whatever the file holds (issue 28 finding 1: the previous reader rescanned the rest
 * of the file at each stray quote, so `";` repeated took seconds per megabyte, squared).
 *
 * The grammar is Excel's: a field that starts with `"` is quoted, `""` inside it is one `"`, and
 * separators and line breaks inside it are text. After the closing quote, characters up to the
 * next separator are kept as they are (`"a"b` is `ab`). A `"` inside an unquoted field is text. A
 * quote never closed runs to the end of the file (one long cell, refused by the cell limit).
 * A row ends at CR, LF or CRLF.
 */

/** Counts one separator's fields per row over the first rows, for the separator vote. */
class WidthCounter {
  readonly widths: number[] = [];
  private width = 1;
  private atFieldStart = true;
  private quoted = false;
  /** The last character closed a quote, or was a `"` inside a quoted field. */
  private quoteSeen = false;
  /** The row so far is empty (no character but line breaks). */
  private blank = true;

  constructor(private readonly separator: number) {}

  get done(): boolean {
    return this.widths.length >= SAMPLE_ROWS;
  }

  /** One character; `next` is the code after it (NaN at the end). */
  step(code: number, next: number): void {
    if (this.quoted) {
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (code === QUOTE) return; // `""`: one quote of text
        this.quoted = false; // the quote before closed the field: read this one as unquoted
      } else {
        if (code === QUOTE) this.quoteSeen = true;
        return;
      }
    }
    if (code === this.separator) {
      this.width += 1;
      this.atFieldStart = true;
      this.blank = false;
      return;
    }
    if (code === CR || code === LF) {
      if (code === CR && next === LF) return; // the LF ends the row
      // Blank lines are not rows (PapaParse's skipEmptyLines, which the vote always used).
      if (!this.blank) this.widths.push(this.width);
      this.width = 1;
      this.atFieldStart = true;
      this.blank = true;
      return;
    }
    this.blank = false;
    if (this.atFieldStart && code === QUOTE) this.quoted = true;
    this.atFieldStart = false;
  }

  finish(): void {
    if (this.quoted || !this.blank) this.widths.push(this.width);
  }
}

/**
 * The separator that splits the first rows most consistently into more than one column: one pass
 * over the first 20 rows, with each candidate's own reading of quotes (a ';' inside a quoted
 * field does not count).
 */
export function detectDelimiter(text: string): CsvDelimiter | '' {
  const counters = CANDIDATES.map((candidate) => new WidthCounter(candidate.charCodeAt(0)));
  const length = text.length;
  let index = 0;
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    let running = 0;
    for (const counter of counters)
      if (!counter.done) {
        counter.step(code, next);
        running += 1;
      }
    if (running === 0) break;
  }
  if (index >= length) for (const counter of counters) if (!counter.done) counter.finish();

  let best: { delimiter: CsvDelimiter; score: number } | undefined;
  CANDIDATES.forEach((delimiter, at) => {
    const widths = counters[at]!.widths.slice(0, SAMPLE_ROWS);
    const width = Math.max(0, ...widths);
    if (width < 2) return;
    // Rows as wide as the widest count; one ragged row does not lose the vote.
    const score = widths.filter((one) => one === width).length * 1000 + width;
    if (!best || score > best.score) best = { delimiter, score };
  });
  return best?.delimiter ?? '';
}

export interface CsvRows {
  /** Rows as read, blank ones (every cell empty or spaces) left out, at most `maxRows`. */
  rows: string[][];
  /** More rows than `maxRows` were there (reading stopped at the first one too many). */
  truncated: boolean;
}

/**
 * The rows of CSV text with this separator, in one pass. A row holding nothing (blank line,
 * `;;;`) is left out. Cells past `keepColumns` are not kept (a row of a million `;` costs no
 * memory): when one of them holds a value, `tooWide` is set, since the table would be refused.
 */
export function splitCsvRows(
  text: string,
  delimiter: CsvDelimiter,
  maxRows: number,
  keepColumns: number = Number.POSITIVE_INFINITY,
): CsvRows & { tooWide: boolean } {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  const rows: string[][] = [];
  let tooWide = false;
  let row: string[] = [];
  let cellsInRow = 0;
  let rowHasValue = false;

  const addCell = (cell: string) => {
    const blank = cell.trim() === '';
    if (!blank) rowHasValue = true;
    if (cellsInRow < keepColumns) row.push(cell);
    else if (!blank) tooWide = true;
    cellsInRow += 1;
  };
  /** Ends the row; false when reading should stop (one row past maxRows). */
  const endRow = (): boolean => {
    if (rowHasValue) {
      if (rows.length >= maxRows) return false;
      rows.push(row);
    }
    row = [];
    cellsInRow = 0;
    rowHasValue = false;
    return true;
  };

  let index = 0;
  while (index < length) {
    // One field, starting at `index`.
    let cell = '';
    if (text.charCodeAt(index) === QUOTE) {
      let from = index + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) {
          // Never closed: the rest of the file is this cell.
          cell += text.slice(from);
          index = length;
          break;
        }
        cell += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          cell += '"';
          from = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
    }
    // Unquoted text (or what follows a closing quote) up to the separator or the line's end.
    const from = index;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === separator || code === CR || code === LF) break;
      index += 1;
    }
    if (index > from) cell += text.slice(from, index);
    addCell(cell);
    if (index >= length) break;
    const code = text.charCodeAt(index);
    index += 1;
    if (code === separator) {
      // A separator as the file's last character leaves one more (empty) field.
      if (index >= length) addCell('');
      continue;
    }
    if (code === CR && text.charCodeAt(index) === LF) index += 1;
    if (!endRow()) return { rows, truncated: true, tooWide };
  }
  if (cellsInRow > 0 && !endRow()) return { rows, truncated: true, tooWide };
  return { rows, truncated: false, tooWide };
}

/**
 * A CSV file's bytes → a table of plain text. Nothing in a cell is evaluated: '=HYPERLINK(...)'
 * or '<b>' stays those characters. Throws ImportError (file_empty, encoding_unknown,
 * too_many_rows, too_many_columns, cell_too_long). Time and memory are linear in the file.
 */
export function readCsv(bytes: Uint8Array): ReadCsv {
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw new ImportError('file_empty');
  const delimiter = detectDelimiter(text);
  // The header, the limit, and one more row to know the limit is passed.
  const { rows, truncated, tooWide } = splitCsvRows(
    text,
    delimiter || ',',
    SPREADSHEET_LIMITS.maxRows + 2,
    SPREADSHEET_LIMITS.maxColumns,
  );
  if (truncated || rows.length - 1 > SPREADSHEET_LIMITS.maxRows)
    throw new ImportError('too_many_rows');
  if (tooWide) throw new ImportError('too_many_columns');
  return { table: tableFromRows(rows), encoding, delimiter };
}
