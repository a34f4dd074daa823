import { spreadsheetErrors, type SpreadsheetErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the spreadsheet calls. */
export const spreadsheetError = codedErrors<SpreadsheetErrorCode>({ texts: spreadsheetErrors });

/** The one answer for missing ids and ids of other accounts. */
export const notFound = () => spreadsheetError(404, 'not_found');
export const badRequest = (code: SpreadsheetErrorCode, field?: string) =>
  spreadsheetError(400, code, field);
