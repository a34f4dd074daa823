import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware } from './app-state';

/** JSON and form bodies of API calls. Uploads get their own multipart handling in their module. */
export const BODY_LIMIT = '64kb';

/**
 * A call whose form / JSON body may be larger than BODY_LIMIT (the editor's doc-set carries the
 * whole document). `limit` is in bytes; anything larger is refused with 413 before it is read.
 */
export interface LargeBodyRoute {
  method: string;
  /** Matches the request path. */
  path: RegExp;
  limit: number;
}

const parser = (limit: string | number) =>
  bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: limit,
    formLimit: limit,
    jsonStrict: true,
  });

export function parseBodies(largeRoutes: readonly LargeBodyRoute[] = []): AppMiddleware {
  const standard = parser(BODY_LIMIT);
  const large = largeRoutes.map((route) => ({ ...route, parse: parser(route.limit) }));
  return (ctx, next) => {
    const route = large.find((item) => item.method === ctx.method && item.path.test(ctx.path));
    return (route?.parse ?? standard)(ctx, next);
  };
}
