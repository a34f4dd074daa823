import { redactorErrors, type RedactorErrorCode } from '@gramota/contracts';
import { AppError } from '../../errors';

/**
 * An editor error in the seeds' form-answer shape, like the docs module's: `{ result: 'error',
 * error_code, error_text }` plus `name` + `tooltip` when a form field is at fault, `alert-text`
 * when not. Codes and texts are the contract's redactorErrors.
 */
export class RedactorError extends AppError {
  constructor(
    status: number,
    readonly code: RedactorErrorCode,
    field?: string,
  ) {
    const text = redactorErrors[code];
    super(status, {
      result: 'error',
      error_code: code,
      error_text: text,
      ...(field ? { name: field, tooltip: text } : { 'alert-text': text }),
    });
  }
}

export const invalid = (code: RedactorErrorCode, field?: string) =>
  new RedactorError(400, code, field);
