/**
 * Which columns fill what in a run: each document key's columns (several columns given one key
 * are joined in table order), the first '%E-mail' and the first '%Пол' column.
 */
import {
  SPREADSHEET_EMAIL_KEY,
  SPREADSHEET_GENDER_KEY,
  SPREADSHEET_KEY_PREFIX,
  type SpreadsheetColumn,
  type SpreadsheetMeta,
} from '@gramota/contracts';
import { metaKeys } from '../model/layout';

/** The document's keys, in the order it uses them (meta.keys joined by ';;'). */
export const docKeys = metaKeys;

const columnKeyOf = (column: SpreadsheetColumn): string | null =>
  column.type === 'key' && column.title.startsWith(SPREADSHEET_KEY_PREFIX)
    ? column.title.slice(SPREADSHEET_KEY_PREFIX.length)
    : null;

/** Where each value of a row comes from. */
export interface KeyColumns {
  /** Each document key given to a column → its columns, in table order (joined in that order). */
  keys: Map<string, number[]>;
  /** The first '%E-mail' column. */
  email: number | null;
  /** The first '%Пол' column. */
  gender: number | null;
}

export function keyColumns(
  columns: readonly SpreadsheetColumn[],
  meta: Pick<SpreadsheetMeta, 'keys'>,
): KeyColumns {
  const known = new Set(docKeys(meta));
  const found: KeyColumns = { keys: new Map(), email: null, gender: null };
  columns.forEach((column, index) => {
    const key = index === 0 ? null : columnKeyOf(column);
    if (key === null) return;
    if (key === SPREADSHEET_EMAIL_KEY && found.email === null) found.email = index;
    if (key === SPREADSHEET_GENDER_KEY && found.gender === null) found.gender = index;
    // A document may have a label of the same name ([Пол]): the column then fills it too.
    if (known.has(key)) found.keys.set(key, [...(found.keys.get(key) ?? []), index]);
  });
  return found;
}
