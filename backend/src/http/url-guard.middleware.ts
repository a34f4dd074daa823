import { NotFoundError } from '../errors';
import type { AppMiddleware } from './app-state';

/**
 * A path that carries a NUL character (`%00`) names nothing here: 404 before any route sees it.
 * No page, file or call takes one, and PostgreSQL fails on NUL in text, which would turn a junk
 * id into a 500. Query and body fields are checked by the field readers (request-fields.ts),
 * which answer 400 naming the field.
 */
export function refuseNulInPath(): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.path.includes('%00') || ctx.path.includes('\u0000')) throw new NotFoundError();
    await next();
  };
}
