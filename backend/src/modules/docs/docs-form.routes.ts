import type Router from '@koa/router';
import { docsPaths } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import type { DocsModuleServices } from './docs-services';
import { createFormActionRoutes } from './form-action.routes';

/** The form actions /api/docs-{type}-{action}/ (seed 000 §7) on documents and their folders. */
export function createDocsFormRoutes(
  services: DocsModuleServices,
  session: AppMiddleware,
): Router<AppState> {
  const { items, trash } = services;
  return createFormActionRoutes(
    docsPaths.formAction,
    {
      createFolder: (userId, name, parentId) => items.createFolder(userId, name, parentId),
      rename: (userId, item, name) => items.rename(userId, item, name),
      remove: (userId, selection) => trash.remove(userId, selection),
      move: (userId, selection, targetId) => items.move(userId, selection, targetId),
      removeForever: (userId, selection) => trash.removeForever(userId, selection),
      restore: (userId, selection) => trash.restore(userId, selection),
      clear: (userId) => trash.clear(userId),
    },
    session,
  );
}
