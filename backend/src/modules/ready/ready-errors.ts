import { creatorErrors, type CreatorErrorCode } from '@gramota/contracts';
import { AppError } from '../../errors';

/** `{ result: 'error', error_code, error_text }` of the creator and ready calls. */
export class CreatorError extends AppError {
  constructor(
    status: number,
    readonly code: CreatorErrorCode,
    field?: string,
  ) {
    super(status, {
      result: 'error',
      error_code: code,
      error_text: creatorErrors[code],
      ...(field ? { name: field } : {}),
    });
  }
}

/** The one answer for missing ids and ids of other accounts. */
export const notFound = (field?: string) => new CreatorError(404, 'not_found', field);
export const badRequest = (code: CreatorErrorCode, field?: string) =>
  new CreatorError(400, code, field);
