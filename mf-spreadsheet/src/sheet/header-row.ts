/**
 * Which row of an imported file is the header (issue 29, "school exports as they come"). The
 * server's reader hands back the file's first row as `headers` and the rest as `rows`; here the
 * two are the file's rows again, and the header row is found under the title rows a register
 * puts on top (the school and the class in merged cells, an empty row), the rows after it are the
 * pupils, less empty rows and a summary such as «Итого: 25 обучающихся». Pure and linear in the
 * file's size: each row is looked at a bounded number of times.
 */
import type { ImportedTable } from '@gramota/contracts';
import { headerName, isKnownHeader } from './header-names';

/** Title rows come first: the header is looked for among the file's first rows only. */
export const HEADER_SCAN_ROWS = 20;
/** Rows offered to the teacher to pick the header from. */
export const HEADER_CHOICE_ROWS = 10;
/** Rows under a header looked at to tell it from a pupil's row. */
const ROWS_BELOW = 5;
/** A header cell is short text. */
const HEADER_MAX_CHARS = 60;

const NUMBER = /^[+-]?\d[\d\s\u00a0.,]*%?$/;
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[\sT,].*)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\u00a0()-]{7,}$/;

/** A summary row's first word: «Итого», «Всего», «Разом», «Усього», «Total»… */
const SUMMARY =
  /^(итого|итог|всего|разом|усього|всього|усяго|разам|барлығы|барлыгы|жиыны|total|totals|subtotal|insgesamt|gesamt|summe|totale)(?=$|[\s:.,;–—-])/iu;
/** Whole words of a title line over a list (the school, the class, the year), not of a name. */
const TITLE_WORDS =
  /(?:^|[\s«"(])(список|списки|класс|класса|клас|класу|школа|школы|школи|гимназия|гімназія|лицей|ліцей|учебный|навчальний|мбоу|гбоу|моу|рік|год|list|class|school|year)(?=$|[\s»",.:)])/iu;

type CellKind = 'empty' | 'number' | 'date' | 'email' | 'phone' | 'text';

function cellKind(cell: string): CellKind {
  if (cell === '') return 'empty';
  if (NUMBER.test(cell)) return 'number';
  if (DATE.test(cell)) return 'date';
  if (EMAIL.test(cell)) return 'email';
  if (PHONE.test(cell)) return 'phone';
  return 'text';
}

const cellsOf = (row: readonly string[] | undefined) =>
  (row ?? []).map((cell) => String(cell ?? '').trim());
const filledOf = (row: readonly string[]) => row.filter((cell) => cell !== '');

/** «Итого: 25 обучающихся», or «Итого» with numbers beside it: not a pupil. */
export function isSummaryRow(row: readonly string[]): boolean {
  const words = filledOf(cellsOf(row)).filter((cell) => cellKind(cell) !== 'number');
  return words.length === 1 && SUMMARY.test(words[0]!);
}

const isEmptyRow = (row: readonly string[]) => filledOf(cellsOf(row)).length === 0;
const isDataRow = (row: readonly string[]) => !isEmptyRow(row) && !isSummaryRow(row);

/**
 * A title line over the list: one filled cell, in a table wider than it (merged cells), or long
 * or worded as a title («Список учащихся 5 «Б» класса») when the list is one column.
 */
function isTitleRow(row: readonly string[], width: number): boolean {
  const filled = filledOf(cellsOf(row));
  if (filled.length !== 1) return false;
  if (width > 1) return true;
  const text = filled[0]!;
  return (
    text.length > 40 ||
    text.split(/\s+/).length >= 5 ||
    /[«»"№:]/.test(text) ||
    TITLE_WORDS.test(text)
  );
}

/** The file's rows: the reader's `headers` row, then its rows. */
export function fileRows(imported: ImportedTable): string[][] {
  return [imported.headers, ...imported.rows].map(cellsOf);
}

interface Candidate {
  index: number;
  /** Cells naming a column class lists have (or a key of the document). */
  known: number;
}

/** Whether row `index` can be a header: short distinct text (or known names), data below. */
function candidate(rows: readonly string[][], index: number, keys: readonly string[]) {
  const filled = filledOf(rows[index]!);
  if (filled.length === 0) return null;
  if (!filled.every((cell) => cell.length <= HEADER_MAX_CHARS && cellKind(cell) === 'text'))
    return null;
  const lone = filled.length === 1;
  const known = filled.filter((cell) => isKnownHeader(cell, keys, lone)).length;
  // A lone cell is a header only when it names a column («Имя»), never a title line.
  if (lone && known === 0) return null;
  // Mostly distinct: «Имя», «Имя» is a header (told apart later); «x», «x», «x» is not.
  const distinct = new Set(filled.map(headerName)).size;
  if (distinct * 2 < filled.length || (distinct < 2 && known === 0)) return null;
  return { index, known };
}

/**
 * Whether a header with no known names stands apart from the rows under it: some column has text
 * on top and numbers, dates, e-mails or phones below («Участник» over «12.03.2015» no, but
 * «Дата» over it yes). A row like the ones below is a pupil, not a header.
 */
function standsApart(rows: readonly string[][], index: number): boolean {
  const below: string[][] = [];
  for (let at = index + 1; at < rows.length && below.length < ROWS_BELOW; at += 1)
    if (isDataRow(rows[at]!)) below.push(rows[at]!);
  const header = rows[index]!;
  return header.some((cell, column) => {
    if (cell === '') return false;
    const kinds = below
      .map((row) => cellKind(row[column] ?? ''))
      .filter((kind) => kind !== 'empty');
    return kinds.length > 0 && kinds.every((kind) => kind !== 'text');
  });
}

/**
 * The header row's index in `rows` (fileRows), or null when the file has none: the first row with
 * at least two short text cells (or one naming a known column) and pupils' rows after it,
 * preferring the row naming the most known columns (ФИО, Фамилия, Ім'я, Пол, Класс, №…); a row
 * naming none is taken only when it stands apart from the rows below it.
 */
export function findHeaderRow(rows: readonly string[][], keys: readonly string[]): number | null {
  let lastData = -1;
  for (let index = rows.length - 1; index >= 0 && lastData < 0; index -= 1)
    if (isDataRow(rows[index]!)) lastData = index;
  const candidates: Candidate[] = [];
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS, lastData); index += 1) {
    const found = candidate(rows, index, keys);
    if (found) candidates.push(found);
  }
  let best: Candidate | null = null;
  for (const found of candidates) if (found.known > (best?.known ?? 0)) best = found;
  if (best) return best.index;
  return candidates.find((found) => standsApart(rows, found.index))?.index ?? null;
}

/** «Имя», «Имя» → «Имя», «Имя (2)»: every column keeps its header, told apart. */
export function distinctHeaders(headers: readonly string[]): string[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const text = header.trim();
    if (!text) return '';
    let name = text;
    for (let copy = 2; used.has(headerName(name)); copy += 1) name = `${text} (${copy})`;
    used.add(headerName(name));
    return name;
  });
}

/** A file laid out from its header row: what the grid gets and what the teacher is told. */
export interface HeaderLayout {
  /** The header row's index in the file's rows (0 is its first row); null: no header row. */
  header: number | null;
  /** The columns' headers, told apart; all '' when there is no header row. */
  headers: string[];
  /** The pupils' rows. */
  rows: string[][];
  /** Rows on top that were skipped: the title rows and the header row's predecessors. */
  skippedTop: number;
  /** Summary rows skipped after the header («Итого: 25 обучающихся»), by index and text. */
  summaries: { index: number; text: string }[];
}

/**
 * The file laid out from row `header` (null: no header; leading title rows, and a header with
 * nothing under it, are then skipped and the first other row is a pupil). Empty rows are
 * dropped, summary rows set aside.
 */
export function layOutFromRow(
  rows: readonly string[][],
  header: number | null,
  keys: readonly string[] = [],
): HeaderLayout {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  let first = 0;
  if (header === null) {
    const skipped = (row: string[], index: number) =>
      isEmptyRow(row) || isTitleRow(row, width) || (candidate(rows, index, keys)?.known ?? 0) > 0;
    while (first < rows.length && skipped(rows[first]!, first)) first += 1;
  } else first = header + 1;
  const kept: string[][] = [];
  const summaries: HeaderLayout['summaries'] = [];
  for (let index = first; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (isEmptyRow(row)) continue;
    if (isSummaryRow(row)) summaries.push({ index, text: filledOf(row).join(' ') });
    else kept.push([...row]);
  }
  const headers =
    header === null
      ? Array.from({ length: width }, () => '')
      : distinctHeaders(Array.from({ length: width }, (_, column) => rows[header]![column] ?? ''));
  return { header, headers, rows: kept, skippedTop: header === null ? first : header, summaries };
}

/** The file laid out from the header row found in it. */
export function layOutFile(rows: readonly string[][], keys: readonly string[]): HeaderLayout {
  return layOutFromRow(rows, findHeaderRow(rows, keys), keys);
}
