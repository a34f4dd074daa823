import { spreadsheetErrors, type SpreadsheetErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the mass run calls (contracts spreadsheet.ts). */
export const massError = codedErrors<SpreadsheetErrorCode>({ texts: spreadsheetErrors });
