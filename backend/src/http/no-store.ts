import type { AppMiddleware } from './app-state';

/** Answers that change while a job runs or a list is edited: never kept by a browser or proxy. */
export const noStore: AppMiddleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};
