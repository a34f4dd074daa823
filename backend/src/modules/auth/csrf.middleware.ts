import { CSRF_HEADER, CSRF_HEADER_VALUE, errorTexts } from '@gramota/contracts';
import { ForbiddenError } from '../../errors';
import { isApiPath, type AppMiddleware } from '../../http/app-state';

/**
 * Every /api call must carry `X-Requested-With: XMLHttpRequest` (ARCHITECTURE §5). Many seed calls
 * change state with GET; another site cannot add this header without a CORS preflight, which this
 * server never grants. Runs before the session middleware, so a refused call creates nothing.
 */
export function csrfGuard(): AppMiddleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path) && ctx.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new ForbiddenError(errorTexts.csrf);
    }
    await next();
  };
}
