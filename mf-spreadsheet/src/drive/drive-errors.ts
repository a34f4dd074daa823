import type { Translate } from '@gramota/ui';
import { readApiError } from '@gramota/ui';
import type { MassRow } from '../mass/row-compose';
import { shownRowNumber } from '../model/grid-data';

/** A server error of a drive or mail call: the field it names and the text to show under it. */
export interface DriveFieldError {
  field: string | null;
  message: string;
}

const rowOf = (error: unknown): number | null => {
  const data = (error as { data?: { row?: unknown } } | null)?.data;
  return typeof data?.row === 'number' ? data.row : null;
};

/**
 * The error in the teacher's language: the code's text (the server's own text when the area has
 * none), and for a row's fault the row as the teacher sees it in the table.
 */
export function driveFieldError(
  t: Translate,
  error: unknown,
  rows: readonly MassRow[] = [],
): DriveFieldError {
  const info = readApiError(error);
  const fallback = info.text || t('spreadsheet:drive.errors.internal');
  const text = info.code
    ? t(`spreadsheet:drive.errors.${info.code}`, { defaultValue: fallback })
    : fallback;
  const row = rowOf(error);
  if (row === null) return { field: info.field, message: text };
  // The run's row N is the table's row as the grid numbers it, which is what the teacher can find.
  const tableRow = rows[row - 1] ? shownRowNumber(rows[row - 1]!.index) : row;
  return { field: info.field, message: t('spreadsheet:drive.rowError', { row: tableRow, text }) };
}
