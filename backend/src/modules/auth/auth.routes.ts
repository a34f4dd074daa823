import Router from '@koa/router';
import {
  accountPaths,
  apiPaths,
  SESSION_COOKIE,
  type LoginCheckAnswer,
  type LoginCheckEmailAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, queryFields } from '../../http/request-fields';
import { browserLanguage } from '../mail';
import { nameField } from './accounts.service';
import { clearSessionCookie, setRedirToAppCookie } from './auth-cookies';
import { deviceOf, ensureDevice } from './device-cookie';
import { emailField } from './email';
import type { LoginCodeStepsService, SignInClient } from './login-code-steps.service';
import type { LoginCodePurpose } from './login-code.entity';
import { codeField } from './login-codes.service';
import { checkNewPassword, passwordField } from './passwords';
import type { RateLimitService } from './rate-limit.service';
import { currentAccount, currentActor, requireLogin } from './session.middleware';
import type { SessionService } from './session.service';
import { completeSignIn, type SignInDependencies } from './sign-in';
import type { UsersService } from './users.service';

export interface AuthRoutesDependencies extends SignInDependencies {
  session: AppMiddleware;
  users: UsersService;
  rateLimit: RateLimitService;
  sessions: SessionService;
  codeSteps: LoginCodeStepsService;
}

/**
 * Login, registration, one-time codes, password reset, logout (seed 001 §4 Login flow, §7 Login).
 * Secrets come in POST bodies only. Failures of passwords and codes count towards the rate limits.
 */
/** Who is guessing: the client address, and the browser's device cookie when it sent one. */
const clientOf = (ctx: AppContext): SignInClient => ({ ip: ctx.ip, device: deviceOf(ctx) });

export function createAuthRoutes(deps: AuthRoutesDependencies): Router<AppState> {
  const { session, users, accounts, rateLimit, codeSteps } = deps;
  const router = new Router<AppState>();
  const ok: SuccessAnswer = { result: 'success' };

  router.get(apiPaths.loginCheck(), session, (ctx) => {
    const answer: LoginCheckAnswer = {
      result: 'success',
      login: currentActor(ctx).login,
      user_key: currentAccount(ctx).apiKey,
      is_access: ctx.state.isAccess ? 'true' : 'false',
    };
    ctx.body = answer;
  });

  router.get(accountPaths.loginCheckEmail, session, async (ctx) => {
    const email = emailField(queryFields(ctx).email);
    const answer: LoginCheckEmailAnswer = {
      result: 'success',
      dialog: (await users.findByEmail(email)) ? 'login' : 'reg',
    };
    ctx.body = answer;
  });

  router.post(accountPaths.loginAuth, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const password = passwordField(fields.pwd);
    const guess = await rateLimit.begin('password', { email, ...clientOf(ctx) });
    const user = await accounts.checkPassword(email, password);
    if (!user) {
      await rateLimit.failed(guess);
      throw accountError(401, 'wrong_password', 'pwd');
    }
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id, ensureDevice(ctx, deps.clock()));
  });

  router.post(accountPaths.loginReg, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const password = checkNewPassword(fields.pwd);
    const name = nameField(fields.name);
    const user = await accounts.register(
      currentActor(ctx),
      { email, password, name },
      !ctx.state.pendingVisitor,
    );
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.remember(user.id, ctx.ip, ensureDevice(ctx, deps.clock()));
  });

  /** Sends a code to an existing account; the answer is the same for an unknown address. */
  const sendCode = async (ctx: AppContext, purpose: LoginCodePurpose) => {
    await codeSteps.sendCode(purpose, emailField(bodyFields(ctx).email), {
      ip: ctx.ip,
      acceptedLanguage: browserLanguage(ctx),
    });
    ctx.body = ok;
  };

  router.post(accountPaths.loginQuick, session, (ctx) => sendCode(ctx, 'quick'));

  router.post(accountPaths.loginQuickAuth, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    const { user, guess } = await codeSteps.checkCode('quick', email, code, clientOf(ctx), true);
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id, ensureDevice(ctx, deps.clock()));
  });

  router.post(accountPaths.loginNewPwd, session, (ctx) => sendCode(ctx, 'reset'));

  router.post(accountPaths.loginNewPwdAuth, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    await codeSteps.confirmResetCode(email, code, clientOf(ctx));
    ctx.body = ok;
  });

  router.post(accountPaths.loginNewPwdSetPwd, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    // The new password is checked before the code is used up: a too-short one changes nothing.
    const password = checkNewPassword(fields.pwd);
    // Every session signed in before the reset ends (codeSteps); completeSignIn starts a new one.
    const { user, guess } = await codeSteps.resetPassword(email, code, password, clientOf(ctx));
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id, ensureDevice(ctx, deps.clock()));
  });

  // No session middleware: logging out must not start a new anonymous account on the way.
  router.get(accountPaths.logout, async (ctx) => {
    await deps.sessions.end(ctx.cookies.get(SESSION_COOKIE));
    clearSessionCookie(ctx);
    setRedirToAppCookie(ctx, false, deps.clock());
    ctx.body = ok;
  });

  router.post(accountPaths.loginSetEmail, session, requireLogin(accountError), async (ctx) => {
    const email = emailField(bodyFields(ctx).email);
    await accounts.setEmail(currentActor(ctx), email);
    ctx.body = ok;
  });

  return router;
}
