import { AppError, NotFoundError } from '../errors';
import type { AppMiddleware } from './app-state';

/**
 * Last in the chain: nothing answered. A path that some route knows but not with this method gets
 * 405 with `Allow`; anything else 404 (JSON under /api, text elsewhere, via the error middleware).
 */
export function notFound(): AppMiddleware {
  return async (ctx) => {
    const matched = (ctx as { matched?: Array<{ methods: string[] }> }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    // A route that matched this method and passed (e.g. /mf/{not an area}/) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(ctx.method)) {
      ctx.set('Allow', allowed.join(', '));
      throw new AppError(405, { result: 'error', error_text: 'Method not allowed' });
    }
    throw new NotFoundError();
  };
}
