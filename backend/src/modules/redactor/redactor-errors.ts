import { redactorErrors, type RedactorErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/**
 * An editor error in the seeds' form-answer shape, like the file areas': `{ result: 'error',
 * error_code, error_text }` plus `name` + `tooltip` when a form field is at fault, `alert-text`
 * when not. Codes and texts are the contract's redactorErrors.
 */
export const redactorError = codedErrors<RedactorErrorCode>({
  texts: redactorErrors,
  marksFields: true,
});

export const invalid = (code: RedactorErrorCode, field?: string) => redactorError(400, code, field);
