import Router from '@koa/router';
import type { AlertCheckAnswer, SuccessAnswer } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { currentAccount, requireOwnAccount, requireUserKey } from '../access';
import { requireLogin } from '../auth';
import type { AlertsService } from './alerts.service';

/**
 * The seed's alert calls (seed 000 §7). Reading is open to every session, so a visitor sees the
 * alerts for everyone (served from an unsaved account: visit-only-requests.ts); marking seen and
 * hiding are kept per account and need a registered one (401 login_required). A colleague
 * switched into an account gets 403: the dropdown is hidden in access mode (seed 000 §4), and
 * the owner's alerts are the owner's.
 */
export function createAlertsRoutes(
  alerts: AlertsService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const own = [session, requireOwnAccount];

  router.get('/api/alert-get/:userKey/', ...own, requireUserKey('userKey'), async (ctx) => {
    ctx.body = await alerts.answerFor(currentAccount(ctx).id);
  });

  router.get('/api/alert-check/:md5/', ...own, async (ctx) => {
    const answer: AlertCheckAnswer = {
      result: await alerts.check(currentAccount(ctx).id, ctx.params.md5!),
    };
    ctx.body = answer;
  });

  router.get('/api/alert-set-priority/:from/:to/', ...own, requireLogin, async (ctx) => {
    await alerts.markSeen(currentAccount(ctx).id, ctx.params.from!, ctx.params.to!);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get('/api/alert-hide/:alertId/', ...own, requireLogin, async (ctx) => {
    await alerts.hide(currentAccount(ctx).id, ctx.params.alertId!);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  return router;
}
