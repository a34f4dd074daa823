import Router from '@koa/router';
import { workshopPaths, type WorkshopMaketsAnswer } from '@gramota/contracts';
import { DEFAULT_MAKET_BY_FORMAT, defaultMaketId, isWorkshopFormat } from '@gramota/scene';
import type { AppMiddleware, AppState } from '../../../http/app-state';
import { requirePermission } from '../../access';
import { maketCatalogue } from './default-makets';
import type { MaketCatalogue } from './maket-catalogue';
import { requireWorkshopLogin, workshopError } from '../workshop-errors';

/**
 * GET /api/workshop-makets/?format= (contracts WorkshopMaketsAnswer): the layouts of a format and
 * the background presets drawn for its orientation; without format, all of both.
 */
export function createMaketsRoutes(
  session: AppMiddleware,
  catalogue: () => MaketCatalogue = maketCatalogue,
): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    workshopPaths.makets(),
    session,
    requireWorkshopLogin,
    requirePermission('workshop_full'),
    async (ctx) => {
      const raw = ctx.query.format;
      if (Array.isArray(raw) || (raw !== undefined && !isWorkshopFormat(raw)))
        throw workshopError(400, 'format_invalid', 'format');
      const makets = catalogue();
      const defaults: Record<string, number> = { ...DEFAULT_MAKET_BY_FORMAT };
      if (raw !== undefined) defaults[raw] = defaultMaketId(raw);
      const answer: WorkshopMaketsAnswer = {
        result: 'success',
        makets: raw === undefined ? makets.allMakets() : makets.maketsOf(raw),
        backgrounds: raw === undefined ? makets.backgroundPresets() : makets.backgroundsFor(raw),
        defaults,
      };
      // The same for everyone and fixed until the next deploy; kept private (it needs a session).
      ctx.set('Cache-Control', 'private, max-age=300');
      ctx.body = answer;
    },
  );
  return router;
}
