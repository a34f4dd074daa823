import { docsErrors, type DocsErrorCode } from '@gramota/contracts';
import { AppError } from '../../errors';

/**
 * A docs error in the seeds' form-answer shape: `{ result: 'error', error_code, error_text }`,
 * plus `name` + `tooltip` when a form field is at fault (the form marks it) or `alert-text` when
 * not (the form shows an alert).
 */
export class DocsError extends AppError {
  constructor(
    status: number,
    readonly code: DocsErrorCode,
    field?: string,
  ) {
    const text = docsErrors[code];
    super(status, {
      result: code === 'forbidden' ? 'forbidden' : 'error',
      error_code: code,
      error_text: text,
      ...(field ? { name: field, tooltip: text } : { 'alert-text': text }),
    });
  }
}

/** The one answer for missing ids and ids of other accounts: nothing leaks which is which. */
export const notFound = (field?: string) => new DocsError(404, 'not_found', field);
export const badRequest = (code: DocsErrorCode, field?: string) => new DocsError(400, code, field);
