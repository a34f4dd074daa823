import type { Logger } from '../logger';
import type { AppMiddleware } from './app-state';

/** User api keys are 32 hex characters (auth's createApiKey); list URLs carry them as a segment. */
const API_KEY_SEGMENT = /(?<=\/)[0-9a-f]{32}(?=\/|$)/gi;

/**
 * The path as it may be logged: api keys in it (`/api/profile-get/{userKey}/`) are masked. The
 * query string is left out entirely: seed calls such as /api/login-auth/?email=&pwd= carry secrets.
 */
export function loggablePath(path: string): string {
  return path.replace(API_KEY_SEGMENT, ':key');
}

/** One JSON line per request. Never headers or cookies. */
export function requestLog(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const line = {
        method: ctx.method,
        path: loggablePath(ctx.path),
        status: ctx.status,
        ms,
        userId: ctx.state.actor?.id ?? null,
        ...(ctx.state.isAccess ? { accountId: ctx.state.account?.id } : {}),
      };
      if (ctx.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
