import type { Translate } from '@gramota/ui';
import { spreadsheetErrors } from '@gramota/contracts';
import { apiErrorMessage, readApiError } from '@gramota/ui';

/**
 * A failed spreadsheet call as the teacher reads it: the server's error_code translated
 * (spreadsheet.errors.*, ru and en), else the common errors, else the server's own text.
 */
export function sheetErrorText(t: Translate, error: unknown): string {
  const info = readApiError(error);
  if (info.code && info.code in spreadsheetErrors)
    return t(`spreadsheet:spreadsheet.errors.${info.code}`, { defaultValue: info.text });
  return apiErrorMessage(t, info);
}
