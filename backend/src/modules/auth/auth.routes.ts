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
import { codeMessage, pickMailLanguage, type MailService } from '../mail';
import { nameField } from './accounts.service';
import { clearSessionCookie, setRedirToAppCookie } from './auth-cookies';
import { emailField } from './email';
import type { LoginCodePurpose } from './login-code.entity';
import { codeField, type LoginCodesService } from './login-codes.service';
import { checkNewPassword, passwordField } from './passwords';
import type { Guess, RateLimitService } from './rate-limit.service';
import { currentAccount, currentActor, requireLogin } from './session.middleware';
import type { SessionService } from './session.service';
import { completeSignIn, type SignInDependencies } from './sign-in';
import type { User } from './user.entity';
import type { UsersService } from './users.service';

export interface AuthRoutesDependencies extends SignInDependencies {
  session: AppMiddleware;
  users: UsersService;
  codes: LoginCodesService;
  rateLimit: RateLimitService;
  mail: MailService;
  sessions: SessionService;
}

function readStoredLanguage(user: User): string | undefined {
  try {
    const settings = JSON.parse(user.settings || '{}') as { lng?: unknown };
    return typeof settings.lng === 'string' ? settings.lng : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Login, registration, one-time codes, password reset, logout (seed 001 §4 Login flow, §7 Login).
 * Secrets come in POST bodies only. Failures of passwords and codes count towards the rate limits.
 */
export function createAuthRoutes(deps: AuthRoutesDependencies): Router<AppState> {
  const { session, users, accounts, codes, rateLimit, mail } = deps;
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
    const guess = await rateLimit.begin('password', { email, ip: ctx.ip });
    const user = await accounts.checkPassword(email, password);
    if (!user) {
      await rateLimit.failed(guess);
      throw accountError(401, 'wrong_password', 'pwd');
    }
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id);
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
    await rateLimit.remember(user.id, ctx.ip);
  });

  /** Sends a code to an existing account; the answer is the same for an unknown address. */
  const sendCode = async (ctx: AppContext, purpose: LoginCodePurpose) => {
    const email = emailField(bodyFields(ctx).email);
    await rateLimit.takeSend({ email, ip: ctx.ip });
    const user = await users.findByEmail(email);
    if (user) {
      const code = await codes.issue(user.id, purpose);
      const language = pickMailLanguage(
        readStoredLanguage(user),
        ctx.acceptsLanguages('ru', 'en') || undefined,
      );
      try {
        await mail.send(codeMessage(email, purpose, code, language));
      } catch {
        // MailService logged the cause; the code stays valid if the mail turns up after all.
        throw accountError(503, 'mail_failed');
      }
    }
    ctx.body = ok;
  };

  /** Checks an e-mailed code; failures count towards the limits. Returns the account. */
  const checkCode = async (
    ctx: AppContext,
    purpose: LoginCodePurpose,
    email: string,
    code: string,
    consume: boolean,
  ): Promise<{ user: User; guess: Guess }> => {
    const guess = await rateLimit.begin('code', { email, ip: ctx.ip });
    const user = await users.findByEmail(email);
    if (!user) {
      await rateLimit.failed(guess, { againstAccount: false });
      throw accountError(401, 'code_wrong', 'code');
    }
    const result = await codes.check(user.id, purpose, code, { consume });
    if (!result.ok) {
      if (result.counts) await rateLimit.failed(guess, { againstAccount: result.guessed });
      else await rateLimit.forgive(guess);
      throw result.error;
    }
    return { user, guess };
  };

  router.post(accountPaths.loginQuick, session, (ctx) => sendCode(ctx, 'quick'));

  router.post(accountPaths.loginQuickAuth, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    const { user, guess } = await checkCode(ctx, 'quick', email, code, true);
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id);
  });

  router.post(accountPaths.loginNewPwd, session, (ctx) => sendCode(ctx, 'reset'));

  router.post(accountPaths.loginNewPwdAuth, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    await rateLimit.forgive((await checkCode(ctx, 'reset', email, code, false)).guess);
    ctx.body = ok;
  });

  router.post(accountPaths.loginNewPwdSetPwd, session, async (ctx) => {
    const fields = bodyFields(ctx);
    const email = emailField(fields.email);
    const code = codeField(fields.code);
    // The new password is checked before the code is used up: a too-short one changes nothing.
    const password = checkNewPassword(fields.pwd);
    const { user, guess } = await checkCode(ctx, 'reset', email, code, true);
    await accounts.setPassword(user.id, password);
    // A reset is how a teacher takes the account back: every session signed in before it ends,
    // a stolen one included (security review, finding 6). completeSignIn starts a new one.
    await deps.sessions.endAllOf(user.id);
    ctx.body = await completeSignIn(ctx, deps, user);
    await rateLimit.signedIn(guess, user.id);
  });

  // No session middleware: logging out must not start a new anonymous account on the way.
  router.get(accountPaths.logout, async (ctx) => {
    await deps.sessions.end(ctx.cookies.get(SESSION_COOKIE));
    clearSessionCookie(ctx);
    setRedirToAppCookie(ctx, false, deps.clock());
    ctx.body = ok;
  });

  router.post(accountPaths.loginSetEmail, session, requireLogin, async (ctx) => {
    const email = emailField(bodyFields(ctx).email);
    await accounts.setEmail(currentActor(ctx), email);
    ctx.body = ok;
  });

  return router;
}
