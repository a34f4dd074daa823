import type { Logger } from '../logger';
import type { AppMiddleware } from './app-state';

/**
 * One JSON line per request. Only the path is logged, never the query string (seed calls such as
 * /api/login-auth/?email=&pwd= carry secrets there), headers or cookies.
 */
export function requestLog(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms, userId: ctx.state.user?.id ?? null };
      if (ctx.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
