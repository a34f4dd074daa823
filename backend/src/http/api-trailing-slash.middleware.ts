import { isApiPath, type AppMiddleware } from './app-state';

/** The last segment is a file's name (`invoice.pdf`). */
const NAMES_A_FILE = /\/[^/]+\.[A-Za-z0-9]{1,5}$/;

/**
 * Every `/api` call answers with or without its trailing slash. The seeds write most calls with
 * one (`/api/doc-set/{docId}/`) and some without (`GET /api/doc-clear/{docId}`), and every route
 * here is written with one; the router's own matching (path-to-regexp `trailing`) only lets a
 * route written *without* a slash take an extra one, not the other way round. So one rewrite,
 * before the guards and the routers: `/api/x` is routed, guarded and logged as `/api/x/`. The
 * query string is kept; pages and files (`/app/...`, `/data/...`) are left exactly as asked, and
 * so is an /api call that names a file (`/api/pay-bank-paper/{id}/invoice.pdf`).
 */
export function apiTrailingSlash(): AppMiddleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path) && !ctx.path.endsWith('/') && !NAMES_A_FILE.test(ctx.path))
      ctx.path = `${ctx.path}/`;
    await next();
  };
}
