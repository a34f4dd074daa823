import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware } from './app-state';

/** JSON and form bodies of API calls. Uploads get their own multipart handling in their module. */
export const BODY_LIMIT = '64kb';

export function parseBodies(): AppMiddleware {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: BODY_LIMIT,
    formLimit: BODY_LIMIT,
    jsonStrict: true,
  });
}
