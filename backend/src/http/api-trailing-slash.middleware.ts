import { isApiPath, type AppMiddleware } from './app-state';

/**
 * Every `/api` call answers with or without its trailing slash. The seeds write most calls with
 * one (`/api/doc-set/{docId}/`) and some without (`GET /api/doc-clear/{docId}`), and every route
 * here is written with one; the router's own matching (path-to-regexp `trailing`) only lets a
 * route written *without* a slash take an extra one, not the other way round. So one rewrite,
 * before the guards and the routers: `/api/x` is routed, guarded and logged as `/api/x/`. The
 * query string is kept; pages and files (`/app/...`, `/data/...`) are left exactly as asked.
 */
export function apiTrailingSlash(): AppMiddleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path) && !ctx.path.endsWith('/')) ctx.path = `${ctx.path}/`;
    await next();
  };
}
