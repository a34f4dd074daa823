import { docsErrors, type DocsErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/**
 * The file areas' errors in the seeds' form-answer shape: `{ result: 'error', error_code,
 * error_text }`, plus `name` + `tooltip` when a form field is at fault (the form marks it) or
 * `alert-text` when not (the form shows an alert).
 */
export const docsError = codedErrors<DocsErrorCode>({ texts: docsErrors, marksFields: true });

/** The one answer for missing ids and ids of other accounts: nothing leaks which is which. */
export const notFound = (field?: string) => docsError(404, 'not_found', field);
export const badRequest = (code: DocsErrorCode, field?: string) => docsError(400, code, field);
