import type { ImportedTable } from '@gramota/contracts';
import { readSheet } from 'read-excel-file/node';
import { ImportError } from './import-error';
import { tableFromRows } from './table-limits';
import { boundedWorkbook } from './xlsx-unzip';

type Cell = string | number | boolean | Date | null | undefined;

const two = (value: number) => String(value).padStart(2, '0');

/** A date as a Russian teacher sees it in Excel: 01.09.2026, with the time when there is one. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  const time = date.getUTCHours() * 60 + date.getUTCMinutes();
  return time === 0 ? day : `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/**
 * A number as stored, less binary noise: Excel shows 0.1+0.2 as 0.3, so do we (15 significant
 * digits, what Excel keeps).
 */
function numberText(stored: string): string {
  const value = Number(stored);
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : stored;
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number') return numberText(String(cell));
  return cell;
}

/**
 * The first sheet of an .xlsx as a table of the text a teacher sees (dates as dd.mm.yyyy,
 * numbers without float noise, formulas as their cached values). Throws ImportError
 * (xlsx_invalid, xlsx_too_big, file_empty and the table limits).
 */
export async function readXlsx(bytes: Uint8Array): Promise<ImportedTable> {
  const workbook = boundedWorkbook(bytes);
  let data: Cell[][];
  try {
    data = (await readSheet<string>(workbook, {
      // The stored digits, not a float: a class number '05' or a long id stays as written.
      parseNumber: (text) => numberText(text),
    })) as Cell[][];
  } catch {
    throw new ImportError('xlsx_invalid');
  }
  return tableFromRows(data.map((row) => row.map(cellText)));
}
