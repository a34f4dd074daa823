import { workshopErrors, type WorkshopErrorCode } from '@gramota/contracts';
import { AppError, codedErrors } from '../../errors';
import type { AppMiddleware } from '../../http/app-state';
import { requireLogin } from '../auth';

/**
 * `{ result: 'error', error_code, error_text, name? }` of the workshop calls: the module's one
 * factory of its errors (the layouts' and the uploads' too).
 */
export const workshopError = codedErrors<WorkshopErrorCode>({ texts: workshopErrors });

/** The one answer for missing ids and ids of other accounts: nothing leaks which is which. */
export const notFound = (field?: string) => workshopError(404, 'not_found', field);
export const badRequest = (code: WorkshopErrorCode, field?: string) =>
  workshopError(400, code, field);

/**
 * The plan refused (seed 001 §6): HTTP 402 `{ result: 'workshop-pay' }`, the answer the UI turns
 * into the need-pay modal. error_text stays on the error for logs only; the body is the seeds'.
 */
export class WorkshopPayError extends AppError {
  constructor() {
    super(402, { result: 'error', error_text: 'The workshop plan is needed' });
  }
}

/** The body the error middleware cannot write for a WorkshopPayError: written by the routes. */
export const WORKSHOP_PAY_ANSWER = { result: 'workshop-pay' } as const;

/**
 * A visitor without an account (an anonymous session) gets 401 `login_required`, with the text
 * of the login modal ('Sign in to create a template').
 */
export const requireWorkshopLogin = requireLogin(workshopError);

/** Answers 402 workshop-pay for a WorkshopPayError thrown below it (route middleware). */
export const answerWorkshopPay: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof WorkshopPayError)) throw error;
    ctx.status = 402;
    ctx.body = WORKSHOP_PAY_ANSWER;
  }
};
