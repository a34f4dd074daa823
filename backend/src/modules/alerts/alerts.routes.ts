import Router from '@koa/router';
import { SESSION_COOKIE, type AlertCheckAnswer, type SuccessAnswer } from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { currentAccount, isSwitched, requireOwnAccount, requireUserKey } from '../access';
import { requireLogin } from '../auth';
import type { AlertsService } from './alerts.service';

/**
 * The seed's alert calls (seed 000 §7). Reading is open to every session, so a visitor sees the
 * alerts for everyone (served from an unsaved account: visit-only-requests.ts); marking seen and
 * hiding are kept per account and need a registered one (401 login_required). A colleague
 * switched into an account reads nothing and may change nothing (403): the dropdown is hidden in
 * access mode (seed 000 §4), and the owner's alerts are the owner's.
 */
export function createAlertsRoutes(
  alerts: AlertsService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const own = [session, requireOwnAccount];
  const loggedIn = requireLogin(accountError);

  // Reading while switched into another account answers nothing rather than 403: the dropdown is
  // hidden in access mode, but a poll already on its way when the switch happens must not fail.
  router.get('/api/alert-get/:userKey/', session, requireUserKey('userKey'), async (ctx) => {
    ctx.body = isSwitched(ctx)
      ? alerts.nothingToShow()
      : await alerts.answerFor(currentAccount(ctx).id);
  });

  // A poll sent without a session (one a log-out just ended) has nothing to compare and must not
  // start a session: its cookie would land after, and replace, the one the log-out's own
  // login-check set, leaving the page's new key refused (403) on its next calls.
  const noSessionNothingChanged: AppMiddleware = async (ctx, next) => {
    if (ctx.cookies.get(SESSION_COOKIE)) return next();
    const answer: AlertCheckAnswer = { result: 'success' };
    ctx.body = answer;
  };

  router.get('/api/alert-check/:md5/', noSessionNothingChanged, session, async (ctx) => {
    const answer: AlertCheckAnswer = {
      result: isSwitched(ctx)
        ? 'success'
        : await alerts.check(currentAccount(ctx).id, ctx.params.md5!),
    };
    ctx.body = answer;
  });

  router.get('/api/alert-set-priority/:from/:to/', ...own, loggedIn, async (ctx) => {
    await alerts.markSeen(currentAccount(ctx).id, ctx.params.from!, ctx.params.to!);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get('/api/alert-hide/:alertId/', ...own, loggedIn, async (ctx) => {
    await alerts.hide(currentAccount(ctx).id, ctx.params.alertId!);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  return router;
}
