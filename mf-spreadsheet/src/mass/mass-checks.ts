import type { MassRowValues, PupilGender, SpreadsheetKeySource } from '@gramota/contracts';
import type { MassRow } from './row-compose';

/**
 * What "Check before making" finds in a row (issue 15): a key the template uses left empty, a row
 * that repeats an earlier one, a value that will not fit its line or box on the page.
 */
export type MassWarningKind = 'empty' | 'duplicate' | 'too-long';

export interface MassWarning {
  /** Index of the row in the table's data. */
  row: number;
  kind: MassWarningKind;
  /** The key of the column at fault ('' for a duplicate: the whole row is). */
  key: string;
  /** For a duplicate: the earlier row it repeats. */
  sameAs?: number;
}

/** How one filled value lays out on the page the renderer prints. */
export interface KeyBox {
  /** Lines of the block (paragraph, cell) the value sits in. */
  lines: number;
  /** The value's box (a text box, a table cell, the page) holds more than it shows. */
  overflow: boolean;
}

/** Each key's box on one filled page. */
export type PageMeasurement = Record<string, KeyBox>;

/**
 * Lays a row's page out the way the renderer does and reports each key's box; null when the page
 * could not be loaded (then nothing is said about fitting). The browser's port is a hidden frame
 * (frame-measurer.ts); tests give fake measurements.
 */
export interface PageMeasurer {
  /** The page filled with these values, its words chosen by this gender (none: as written). */
  measure(values: MassRowValues, gender?: PupilGender | null): Promise<PageMeasurement | null>;
  dispose(): void;
}

/** Keys of the template left empty in a row (a column for them exists but the cell is blank). */
export function emptyWarnings(rows: readonly MassRow[]): MassWarning[] {
  return rows.flatMap((row) =>
    Object.entries(row.values)
      .filter(([, value]) => value === '')
      .map(([key]) => ({ row: row.index, kind: 'empty' as const, key })),
  );
}

/** Rows whose values are all those of an earlier row (the same pupil twice). */
export function duplicateWarnings(rows: readonly MassRow[]): MassWarning[] {
  const first = new Map<string, number>();
  const warnings: MassWarning[] = [];
  for (const row of rows) {
    const entries = Object.entries(row.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const signature = JSON.stringify(entries);
    const earlier = first.get(signature);
    if (earlier === undefined) first.set(signature, row.index);
    else warnings.push({ row: row.index, kind: 'duplicate', key: '', sameAs: earlier });
  }
  return warnings;
}

/**
 * The text a key shows on the template before it is filled: '[Фамилия Имя]' for a label, the
 * field's title for a field. A value fits when it takes no more room than this did.
 */
export function labelText(key: string, sources: readonly SpreadsheetKeySource[]): string {
  const source = sources.find((entry) => entry.key === key);
  return source?.kind === 'field' ? key : `[${key}]`;
}

/**
 * Keys whose value does not fit, against the page filled with the keys' own label text: the value's
 * block gained a line, or its box overflows where the label's did not (a template whose box
 * already overflows with its own label is the template's matter, not this row's).
 */
export function tooLongKeys(base: PageMeasurement, page: PageMeasurement): string[] {
  return Object.entries(page)
    .filter(([key, box]) => {
      const label = base[key];
      if (!label) return false;
      return box.lines > label.lines || (box.overflow && !label.overflow);
    })
    .map(([key]) => key);
}

export interface CheckRowsInput {
  rows: readonly MassRow[];
  sources: readonly SpreadsheetKeySource[];
  measurer: PageMeasurer;
  /** False once the teacher gave up waiting: stop measuring. */
  stillWanted?: () => boolean;
}

/** Every warning of the rows, in table order (then column order), for the warnings modal. */
export async function checkRows({
  rows,
  sources,
  measurer,
  stillWanted = () => true,
}: CheckRowsInput): Promise<MassWarning[]> {
  const warnings = [...emptyWarnings(rows), ...duplicateWarnings(rows)];
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.values)))];
  const base =
    keys.length > 0
      ? await measurer.measure(
          Object.fromEntries(keys.map((key) => [key, labelText(key, sources)])),
        )
      : null;
  if (base) {
    for (const row of rows) {
      if (!stillWanted()) break;
      const filled = Object.fromEntries(Object.entries(row.values).filter(([, value]) => value));
      if (Object.keys(filled).length === 0) continue;
      const page = await measurer.measure(filled, row.gender ?? null);
      if (!page) continue;
      for (const key of tooLongKeys(base, page))
        warnings.push({ row: row.index, kind: 'too-long', key });
    }
  }
  const order = (key: string) => (key === '' ? -1 : keys.indexOf(key));
  return warnings.sort((a, b) => a.row - b.row || order(a.key) - order(b.key));
}
