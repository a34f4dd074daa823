import { CSRF_HEADER, CSRF_HEADER_VALUE, errorTexts } from '@gramota/contracts';
import { ForbiddenError } from '../../errors';
import { isApiPath, type AppMiddleware } from '../../http/app-state';

/**
 * The only /api calls a browser reaches by navigation: the social sign-in start and the identity
 * provider's redirect back, and the cloud disk provider's redirect back into the popup (seed 001 §4
 * Cloud disk). They change nothing without a valid OAuth `state` bound to the session.
 */
const NAVIGATION_PATHS = /^\/api\/(oauth\/[^/]+\/(start|callback)|yadisk-connect)\/$/;

/**
 * Read-only images used as <img> sources, which cannot carry a header: a document's thumbnail,
 * the pictures placed in a document and the stamps and signatures placed in one. Another site can
 * display them at most (it cannot read the pixels), and only to their owner; SameSite=Lax keeps
 * the session cookie off cross-site image requests anyway.
 */
const IMAGE_PATHS =
  /^\/api\/((doc-thum|redactor-image)\/[^/]+\/[^/]+|profile-stamp-file\/[^/]+)\/$/;

/**
 * Public read-only stylesheets loaded by <link> / @import (no header possible): the bundled
 * fonts' @font-face rules. They need no session and belong to nobody.
 */
const STYLESHEET_PATHS = /^\/api\/get-font-css\/$/;

/**
 * Every /api call must carry `X-Requested-With: XMLHttpRequest` (ARCHITECTURE §5). Many seed calls
 * change state with GET; another site cannot add this header without a CORS preflight, which this
 * server never grants. Runs before the session middleware, so a refused call creates nothing.
 */
export function csrfGuard(): AppMiddleware {
  return async (ctx, next) => {
    const navigation =
      (ctx.method === 'GET' && NAVIGATION_PATHS.test(ctx.path)) ||
      ((ctx.method === 'GET' || ctx.method === 'HEAD') &&
        (IMAGE_PATHS.test(ctx.path) || STYLESHEET_PATHS.test(ctx.path)));
    if (isApiPath(ctx.path) && !navigation && ctx.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new ForbiddenError(errorTexts.csrf);
    }
    await next();
  };
}
