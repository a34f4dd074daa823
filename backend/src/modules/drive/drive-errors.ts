import {
  driveErrors,
  spreadsheetErrors,
  type DriveErrorCode,
  type SpreadsheetErrorCode,
} from '@gramota/contracts';
import { CodedError, codedErrors } from '../../errors';

export type DriveCreateErrorCode = SpreadsheetErrorCode | DriveErrorCode;

/**
 * `{ result: 'error', error_code, error_text, name? }` of the drive and mail calls: drive-create's
 * codes come from both catalogues (the spreadsheet's for what masscreate also checks).
 */
export const driveError = codedErrors<DriveCreateErrorCode>({
  texts: { ...spreadsheetErrors, ...driveErrors },
});

/** The one answer for missing ids and ids of other accounts. */
export const driveNotFound = () => driveError(404, 'not_found');

/**
 * A field error about one row of the run (seed 001 §5: shown under the field): the text says
 * which row ('Row 3: Not an e-mail address') and `row` lets the area say it in its language.
 */
export function rowError(code: DriveCreateErrorCode, row: number, field = 'mask'): CodedError {
  const error = driveError(400, code, field);
  const answer = { ...error.answer, error_text: `Row ${row}: ${error.answer.error_text}`, row };
  return new CodedError(400, code, answer);
}
