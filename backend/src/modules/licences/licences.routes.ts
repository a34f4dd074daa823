import Router from '@koa/router';
import { accountPaths, type LicencesAnswer } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { requireOwnAccount } from '../access';
import { currentActor } from '../auth';
import type { LicencesService } from './licences.service';

export function createLicencesRoutes(
  licences: LicencesService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();

  // /app/profile/licence: the profile pages are the account owner's alone.
  router.get(accountPaths.profileLicences, session, requireOwnAccount, async (ctx) => {
    const answer: LicencesAnswer = {
      result: 'success',
      licences: await licences.list(currentActor(ctx).id),
    };
    ctx.body = answer;
  });

  return router;
}
