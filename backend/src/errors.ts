import {
  accountErrors,
  errorTexts,
  type AccountErrorCode,
  type ErrorAnswer,
} from '@gramota/contracts';

/**
 * Errors that services throw and the error middleware turns into the seeds' answer shapes. They
 * carry an HTTP status but no Koa object, so services stay free of the web layer.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly answer: ErrorAnswer,
  ) {
    super(answer.error_text);
    this.name = new.target.name;
  }
}

/** Bad input from the client: 400 with a message the user can act on. */
export class BadRequestError extends AppError {
  constructor(errorText: string, field?: string) {
    super(400, { result: 'error', error_text: errorText, ...(field ? { name: field } : {}) });
  }
}

export class NotFoundError extends AppError {
  constructor(errorText: string = errorTexts.notFound) {
    super(404, { result: 'error', error_text: errorText });
  }
}

/**
 * The seeds answer `forbidden` (not `error`) when the user may not see or change something. The
 * plain one carries `error_code: 'forbidden'` so front ends translate it like the account errors.
 */
export class ForbiddenError extends AppError {
  constructor(errorText: string = errorTexts.forbidden) {
    super(403, {
      result: 'forbidden',
      ...(errorText === errorTexts.forbidden ? { error_code: 'forbidden' } : {}),
      error_text: errorText,
    });
  }
}

/**
 * An error with a stable code from the contract (accountErrors): `{ result: 'error', error_code,
 * error_text, name? }`. `name` is the form field at fault.
 */
export class CodedError extends AppError {
  constructor(
    status: number,
    readonly code: AccountErrorCode,
    field?: string,
  ) {
    super(status, {
      result: code === 'forbidden' ? 'forbidden' : 'error',
      error_code: code,
      error_text: accountErrors[code],
      ...(field ? { name: field } : {}),
    });
  }
}
