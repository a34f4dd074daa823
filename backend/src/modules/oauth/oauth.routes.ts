import Router from '@koa/router';
import {
  accountPaths,
  OAUTH_ERROR_PARAM,
  type LoginProvidersAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, requiredText } from '../../http/request-fields';
import type { Logger } from '../../logger';
import { requireOwnAccount } from '../access';
import {
  completeSignIn,
  currentActor,
  currentSessionId,
  requireLogin,
  type AuthModule,
} from '../auth';
import { safeReturnTo, type OAuthService } from './oauth.service';

const loginPageWithError = (code: 'auth_failed' | 'provider_not_configured') =>
  `/app/login/?${OAUTH_ERROR_PARAM}=${code}`;

export interface OAuthRoutesDependencies {
  oauth: OAuthService;
  session: AppMiddleware;
  signIn: AuthModule['signIn'];
  outbox: boolean;
  logger: Logger;
}

/**
 * GET /api/login-providers/, the two browser navigations of the sign-in round trip (exempt from
 * the CSRF header, protected by the session-bound `state`) and POST /api/profile-oauth-disconnect/.
 */
export function createOAuthRoutes(deps: OAuthRoutesDependencies): Router<AppState> {
  const { oauth, session, signIn, logger } = deps;
  const router = new Router<AppState>();

  router.get(accountPaths.loginProviders, (ctx) => {
    const answer: LoginProvidersAnswer = {
      result: 'success',
      providers: oauth.providerInfos(),
      outbox: deps.outbox,
    };
    ctx.body = answer;
  });

  router.get('/api/oauth/:provider/start/', session, async (ctx) => {
    const provider = oauth.provider(ctx.params.provider ?? '');
    if (!provider) return ctx.redirect(loginPageWithError('provider_not_configured'));
    try {
      const url = await oauth.start(
        provider,
        currentSessionId(ctx),
        safeReturnTo(ctx.query.return_to),
      );
      ctx.redirect(url.href);
    } catch (error) {
      logger.warn({ err: error, provider: provider.id }, 'social sign-in could not start');
      ctx.redirect(loginPageWithError('auth_failed'));
    }
  });

  router.get('/api/oauth/:provider/callback/', session, async (ctx) => {
    const provider = oauth.provider(ctx.params.provider ?? '');
    if (!provider) return ctx.redirect(loginPageWithError('provider_not_configured'));
    try {
      const { claims, returnTo } = await oauth.finish(
        provider,
        currentSessionId(ctx),
        new URLSearchParams(ctx.querystring),
      );
      const target = await oauth.resolveAccount(currentActor(ctx), provider.id, claims);
      await completeSignIn(ctx, signIn, target);
      ctx.redirect(returnTo);
    } catch (error) {
      logger.warn({ err: error, provider: provider.id }, 'social sign-in failed');
      ctx.redirect(loginPageWithError('auth_failed'));
    }
  });

  router.post(
    accountPaths.profileOauthDisconnect,
    session,
    requireLogin(accountError),
    requireOwnAccount,
    async (ctx) => {
      const provider = requiredText(bodyFields(ctx), 'provider', 64);
      await oauth.disconnect(currentActor(ctx), provider);
      const answer: SuccessAnswer = { result: 'success' };
      ctx.body = answer;
    },
  );

  return router;
}
