import {
  type MassRowValues,
  type PupilGender,
  type SpreadsheetMeta,
  type SpreadsheetSettings,
} from '@gramota/contracts';
import type { SheetSnapshot } from '../model/sheet-snapshot';
import { keyColumns, type KeyColumns } from './key-columns';
import { namePlan, type NamePlan } from './name-plan';
import { readGenderCell } from './pupil-gender';

/** One row a run makes a file of. */
export interface MassRow {
  /** Index of the row in the table's data (the grid shows it as shownRowNumber(index)). */
  index: number;
  /** Key → the value that will print (joined; once prepared, declined). */
  values: MassRowValues;
  /** The '%E-mail' column's cell, when the table has one. */
  email?: string;
  /** The gender the document's alternatives are chosen by; null or absent when unknown. */
  gender?: PupilGender | null;
}

/** A row as the table gives it, before its names are declined. */
export interface ComposedRow extends MassRow {
  /** The '%Пол' column's cell read; null when empty or unreadable. */
  tableGender: PupilGender | null;
  /** The '%Пол' cell as typed when it names no gender we know ('' otherwise). */
  unreadGender: string;
}

/** Why a run has nothing to make: each has its own message, naming the real cause. */
export type NoRowsReason = 'no-columns' | 'none-ticked' | 'no-data';

/** The rows of a run with what it needs to prepare them (the names to decline). */
export interface ComposedRun {
  rows: ComposedRow[];
  names: NamePlan;
  corrections: Record<string, string>;
  /** A column is given to '%E-mail': files can be mailed to its addresses. */
  emailColumn: boolean;
  problem: NoRowsReason | null;
}

/**
 * A cell as it will print: surrounding spaces dropped (nobody means to print them), nothing else
 * touched — '=1+2', '+7 912 345-67-01' and '@класний' stay exactly as typed.
 */
const cellText = (cells: readonly string[], column: number) => (cells[column] ?? '').trim();

/** The key's cells joined in column order with its separator (default ' '), empty ones skipped. */
export function joinedValue(
  cells: readonly string[],
  columns: readonly number[],
  separator = ' ',
): string {
  return columns
    .map((column) => cellText(cells, column))
    .filter((text) => text !== '')
    .join(separator);
}

/**
 * The rows a run makes files of (seed 001 §6 Spreadsheet create; issue 29): ticked rows (cell 0
 * is '1') with a value in a column given to one of the document's keys, in table order; the
 * columns sharing a key joined. A run with no such row says why: no column fills a key, no row
 * is ticked, or the ticked rows are empty in those columns.
 */
export function composeRun(
  table: SheetSnapshot,
  meta: Pick<SpreadsheetMeta, 'keys' | 'gendered'>,
): ComposedRun {
  const columns = keyColumns(table.columns, meta);
  const settings: Partial<SpreadsheetSettings> = table.settings ?? {};
  const rows: ComposedRow[] = [];
  let ticked = 0;
  table.data.forEach((cells, index) => {
    if (cells[0] !== '1') return;
    ticked += 1;
    const row = composeRow(cells, index, columns, settings);
    if (Object.values(row.values).some((value) => value !== '')) rows.push(row);
  });
  const problem: NoRowsReason | null =
    columns.keys.size === 0
      ? 'no-columns'
      : ticked === 0
        ? 'none-ticked'
        : rows.length === 0
          ? 'no-data'
          : null;
  return {
    rows: problem ? [] : rows,
    names: namePlan(meta, table.columns, columns, settings, rows),
    corrections: settings.corrections ?? {},
    emailColumn: columns.email !== null,
    problem,
  };
}

/** One row of the table composed, ticked or not (the row preview shows any row). */
export function composeRow(
  cells: readonly string[],
  index: number,
  columns: KeyColumns,
  settings: Partial<SpreadsheetSettings>,
): ComposedRow {
  const values: MassRowValues = {};
  for (const [key, keyColumnList] of columns.keys)
    values[key] = joinedValue(cells, keyColumnList, settings.keys?.[key]?.separator ?? ' ');
  const genderCell = columns.gender === null ? '' : cellText(cells, columns.gender);
  const tableGender = readGenderCell(genderCell);
  const row: ComposedRow = {
    index,
    values,
    gender: tableGender,
    tableGender,
    unreadGender: tableGender === null ? genderCell : '',
  };
  if (columns.email !== null) row.email = cellText(cells, columns.email);
  return row;
}
