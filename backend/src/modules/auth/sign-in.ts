import type { LoginSuccessAnswer } from '@gramota/contracts';
import type { AppContext } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AccountsService } from './accounts.service';
import { setRedirToAppCookie, setSessionCookie } from './auth-cookies';
import { ALL_PERMISSIONS, currentActor, currentSessionId } from './session.middleware';
import type { SessionService } from './session.service';
import type { User } from './user.entity';

export interface SignInDependencies {
  accounts: AccountsService;
  sessions: SessionService;
  clock: Clock;
}

/**
 * Ends a successful login, registration, code or social sign-in: an anonymous visitor's data moves
 * into `target` (or the visitor's account became `target`), the session gets a new token (no
 * fixation), and the `redir_to_app` cookie says 'true'.
 */
export async function completeSignIn(
  ctx: AppContext,
  deps: SignInDependencies,
  target: User,
): Promise<LoginSuccessAnswer> {
  const actor = currentActor(ctx);
  const oldSessionId = currentSessionId(ctx);
  if (ctx.state.pendingVisitor) {
    // A visitor who kept nothing has nothing to bring and no stored session to end.
  } else if (!actor.login && actor.id !== target.id) {
    // Deleting the anonymous account takes its sessions with it.
    await deps.accounts.mergeInto(actor.id, target.id);
  } else {
    await deps.sessions.endById(oldSessionId);
  }
  const now = deps.clock();
  const { sessionId, cookie } = await deps.sessions.startFor(target.id, now);
  setSessionCookie(ctx, cookie);
  setRedirToAppCookie(ctx, true, now);

  const signedIn = await deps.accounts.requireUser(target.id);
  ctx.state.actor = signedIn;
  ctx.state.account = signedIn;
  ctx.state.permissions = ALL_PERMISSIONS;
  ctx.state.isAccess = false;
  ctx.state.sessionId = sessionId;
  ctx.state.actingOwnerId = null;
  ctx.state.pendingVisitor = false;
  return { result: 'success', user_key: signedIn.apiKey };
}
