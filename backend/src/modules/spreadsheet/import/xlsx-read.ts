import { DEFAULT_LANGUAGE, type ImportedTable, type Language } from '@gramota/contracts';
import { readSheet } from 'read-excel-file/node';
import { intlLocale } from '../../../shared/intl-locale';
import { ImportError } from './import-error';
import { tableFromRows } from './table-limits';
import { boundedWorkbook } from './xlsx-unzip';

type Cell = string | number | boolean | Date | null | undefined;

/**
 * A date cell as the teacher's language writes dates (12.03.2015 in Russian, 03/12/2015 in
 * English, 12/03/2015 in Italian), with the time (24-hour) only when the cell has one. The cell's
 * own number format is not read (the reader does not expose it): a register's dd.mm.yyyy is the
 * Russian teacher's way anyway.
 */
function dateWriter(language: Language): (date: Date) => string {
  const locale = intlLocale(language);
  // Excel's dates carry no zone: the reader gives them as UTC wall-clock time.
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return (date) => {
    if (Number.isNaN(date.getTime())) return '';
    const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
    return minutes === 0 ? day.format(date) : `${day.format(date)} ${time.format(date)}`;
  };
}

/**
 * A number as stored, less binary noise: Excel shows 0.1+0.2 as 0.3, so do we (15 significant
 * digits, what Excel keeps).
 */
function numberText(stored: string): string {
  const value = Number(stored);
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : stored;
}

function cellText(cell: Cell, dateText: (date: Date) => string): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number') return numberText(String(cell));
  return cell;
}

/**
 * The first sheet of an .xlsx as a table of the text a teacher sees (dates as `language` writes
 * them, numbers without float noise, formulas as their cached values). Throws ImportError
 * (xlsx_invalid, xlsx_too_big, file_empty and the table limits).
 */
export async function readXlsx(
  bytes: Uint8Array,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ImportedTable> {
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
  const dateText = dateWriter(language);
  return tableFromRows(data.map((row) => row.map((cell) => cellText(cell, dateText))));
}
