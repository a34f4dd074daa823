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

/** A service the answer needs (the file store) does not answer: 503, try again later. */
export class UnavailableError extends AppError {
  constructor(errorText: string = errorTexts.unavailable) {
    super(503, { result: 'error', error_text: errorText });
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

/** How the errors of one code catalogue of the contract are answered. */
export interface ErrorCatalogue<Code extends string> {
  /** error_text of each code (accountErrors, docsErrors, creatorErrors, ...). */
  texts: Readonly<Record<Code, string>>;
  /**
   * Form answers (file areas, the editor): `name` + `tooltip` when a form field is at fault (the
   * form marks it), `alert-text` when not (the form shows an alert). Otherwise `name` only.
   */
  marksFields?: boolean;
}

/**
 * An error with a stable code from a catalogue of the contract: `{ result: 'error', error_code,
 * error_text, name? }` (`result: 'forbidden'` for the code 'forbidden'). `name` is the form field
 * at fault. Made by the catalogue's factory (codedErrors), so a code always comes with its text.
 */
export class CodedError<Code extends string = string> extends AppError {
  constructor(
    status: number,
    readonly code: Code,
    answer: ErrorAnswer,
  ) {
    super(status, answer);
  }
}

/** The factory of one catalogue's errors: `(status, code, field?) => CodedError`. */
export function codedErrors<Code extends string>(catalogue: ErrorCatalogue<Code>) {
  return (status: number, code: Code, field?: string): CodedError<Code> => {
    const text = catalogue.texts[code];
    return new CodedError(status, code, {
      result: code === 'forbidden' ? 'forbidden' : 'error',
      error_code: code,
      error_text: text,
      ...fieldMarks(catalogue, text, field),
    });
  };
}

/** The account errors (accountErrors): login, registration, profile, access. */
export const accountError = codedErrors<AccountErrorCode>({ texts: accountErrors });

function fieldMarks(catalogue: { marksFields?: boolean }, text: string, field?: string) {
  if (!catalogue.marksFields) return field ? { name: field } : {};
  return field ? { name: field, tooltip: text } : { 'alert-text': text };
}
