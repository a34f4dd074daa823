import { isApiPath, type AppMiddleware } from './app-state';

/** Headers every answer carries. API answers are per user: no shared or browser cache may keep them. */
export function securityHeaders(): AppMiddleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
