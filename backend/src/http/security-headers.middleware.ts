import { httpOrigin, originOfUrl } from '../shared/origin';
import { isApiPath, type AppContext, type AppMiddleware } from './app-state';

/** Valid origins only, once each: the rest is dropped (a bad value never reaches the header). */
function cleanOrigins(values: readonly string[], toOrigin: (value: string) => string | undefined) {
  const origins = values.map(toOrigin).filter((origin): origin is string => Boolean(origin));
  return [...new Set(origins)];
}

/**
 * Lets this answer be framed by these sites besides our own pages (frame-ancestors). The /app/
 * pages and the areas' standalone pages get FRAME_ANCESTORS; a handler may set a list of its own
 * (an embed link's sites). Values that are not http(s) origins are ignored.
 */
export function setFrameAncestors(ctx: AppContext, origins: readonly string[]): void {
  ctx.state.frameAncestors = cleanOrigins(origins, httpOrigin);
}

/**
 * Lets this page load scripts, manifests, images and fonts from the origins of these URLs: the
 * areas that DATA_DIR/remotes.json points elsewhere (a CDN). Relative URLs add nothing.
 */
export function allowAreaOrigins(ctx: AppContext, urls: readonly string[]): void {
  ctx.state.areaOrigins = cleanOrigins(urls, originOfUrl);
}

export interface PolicyOptions {
  /** Sites that may frame the answer, besides 'self'. */
  frameAncestors?: readonly string[];
  /** Where areas deployed elsewhere are loaded from, besides 'self'. */
  areaOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of every answer. No inline script and no eval anywhere: the built
 * pages load their scripts from files, and the Module Federation runtime adds <script src> tags
 * of the same origin (or of an area's own origin). Styles need 'unsafe-inline': style-loader
 * injects <style> tags and React writes style attributes.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const areas = options.areaOrigins ?? [];
  const sources = (...own: string[]) => [...own, ...areas].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'")}`,
    `style-src ${sources("'self'", "'unsafe-inline'")}`,
    `img-src ${sources("'self'", 'data:', 'blob:')}`,
    `font-src ${sources("'self'", 'data:')}`,
    `connect-src ${sources("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...(options.frameAncestors ?? [])].join(' ')}`,
  ].join('; ');
}

const CSP = 'Content-Security-Policy';

/**
 * Headers every answer carries. API answers are per user: no shared or browser cache may keep
 * them. The CSP is written after the handlers ran, so it includes what they set with
 * setFrameAncestors / allowAreaOrigins; a handler that sets a stricter policy of its own keeps it.
 * No X-Frame-Options: frame-ancestors says who may frame, and the two would disagree.
 */
export function securityHeaders(): AppMiddleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.remove('X-Powered-By');
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      ctx.remove('X-Powered-By');
      if (!ctx.response.get(CSP))
        ctx.set(
          CSP,
          contentSecurityPolicy({
            frameAncestors: ctx.state.frameAncestors,
            areaOrigins: ctx.state.areaOrigins,
          }),
        );
    }
  };
}
