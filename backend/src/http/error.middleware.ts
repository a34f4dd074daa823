import { errorTexts, type ErrorAnswer } from '@gramota/contracts';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { isApiPath, type AppMiddleware } from './app-state';

export const BODY_LIMIT_TEXT = 'The request body is too large';

interface HttpLikeError {
  status: number;
  expose?: boolean;
  type?: string;
  message: string;
}

function isHttpLikeError(error: unknown): error is HttpLikeError {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

/** Words for the client errors thrown by Koa, the body parser and the router. */
function clientErrorText(error: HttpLikeError): string {
  if (error.status === 413) return BODY_LIMIT_TEXT;
  if (error instanceof SyntaxError) return 'The request body is not valid JSON';
  if (error.status === 415) return 'Unsupported request body encoding';
  if (error.status === 405) return 'Method not allowed';
  if (error.type === 'request.aborted') return 'The request was aborted';
  if (error.type === 'request.size.invalid')
    return 'The request body does not match its Content-Length';
  return error.expose ? error.message : errorTexts.badRequest;
}

/** Maps anything thrown to a status and the seeds' answer shape. Client mistakes are never 500. */
export function toErrorAnswer(error: unknown): { status: number; answer: ErrorAnswer } {
  if (error instanceof AppError) return { status: error.status, answer: error.answer };
  if (isHttpLikeError(error) && error.status >= 400 && error.status < 500) {
    return {
      status: error.status,
      answer: { result: 'error', error_text: clientErrorText(error) },
    };
  }
  return { status: 500, answer: { result: 'error', error_text: errorTexts.internal } };
}

/** Headers a failed handler may have set for the answer it did not finish. */
const STALE_HEADERS = [
  'Cache-Control',
  'Content-Type',
  'Content-Length',
  'Content-Encoding',
  'Last-Modified',
  'Service-Worker-Allowed',
];

/**
 * The one place errors become answers: JSON `{ result, error_text }` under /api, plain text
 * elsewhere. Unexpected errors are logged with their stack; the client only gets a generic text.
 */
export function errorMiddleware(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, answer } = toErrorAnswer(error);
      if (status >= 500)
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      for (const header of STALE_HEADERS) ctx.remove(header);
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      if (isApiPath(ctx.path)) {
        ctx.body = answer;
      } else {
        ctx.type = 'text/plain';
        ctx.body = answer.error_text;
      }
    }
  };
}
