import { printErrors, type PrintErrorCode, type PrintFieldError } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the print calls (contracts print-layout.ts). */
export const printError = codedErrors<PrintErrorCode>({ texts: printErrors });

/** The one answer for missing ids and ids of other accounts. */
export const printerNotFound = () => printError(404, 'not_found');

/** A form the contracts' readers refused: 400 naming the field. */
export const printFieldError = (refusal: PrintFieldError) =>
  printError(400, refusal.code, refusal.field);
