// The auth module's public face: accounts, sessions and who is acting for whom, the CSRF guard,
// login / registration / codes / reset / logout, and the account merge (with the mergers it is given).
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import type { MailService } from '../mail';
import type { User } from './user.entity';
import type { AccountMerger } from './account-mergers';
import { AccountsService } from './accounts.service';
import { createAuthRoutes } from './auth.routes';
import { csrfGuard } from './csrf.middleware';
import { LoginCodeStepsService } from './login-code-steps.service';
import { LoginCodesService } from './login-codes.service';
import { PasswordHasher } from './passwords';
import { RateLimitService, type Sleep } from './rate-limit.service';
import { sessionMiddleware, type SessionExtension } from './session.middleware';
import { SessionService } from './session.service';
import { UsersService } from './users.service';

export { User } from './user.entity';
export { accountLanguage } from './account-language';

// The request state's account is this module's User (http/ itself knows no domain module).
declare module '../../http/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppUser extends User {}
}
export { Session } from './session.entity';
export { LoginCode } from './login-code.entity';
export { AuthAttempt } from './auth-attempt.entity';
export { SignInAddress } from './sign-in-address.entity';
export { UsersService } from './users.service';
export { AccountsService, mergeSettingsText, nameField } from './accounts.service';
export {
  SessionService,
  sessionExpiry,
  LATEST_SESSION_EXPIRY,
  SESSION_LIFETIME_MS,
} from './session.service';
export { hashSessionToken, createSessionToken } from './session-token';
export {
  ALL_PERMISSIONS,
  currentActor,
  currentAccount,
  currentPermissions,
  currentSessionId,
  requireLogin,
  type LoginRequiredError,
  type SessionExtension,
} from './session.middleware';
export { completeSignIn } from './sign-in';
export { markSessionChanged } from './auth-cookies';
export { csrfGuard } from './csrf.middleware';
export { addressKey } from './client-address';
export { emailField, isEmail } from './email';
export { PasswordHasher } from './passwords';
export type { AccountMerger } from './account-mergers';
export { AnonymousAccountsSweeper, type AccountFiles, type SweepReport } from './anonymous-sweeper';

export interface AuthModuleDependencies {
  dataSource: DataSource;
  config: Pick<Config, 'passwordHashing' | 'publicUrl'>;
  clock: Clock;
  mail: MailService;
  /** How sign-in slowing waits (tests pass one that moves their clock instead). */
  sleep?: Sleep;
  /** What an anonymous account's merge into a logged-in one moves, in order (app.ts lists them). */
  accountMergers: readonly AccountMerger[];
}

export function createAuthModule({
  dataSource,
  config,
  clock,
  mail,
  sleep,
  accountMergers,
}: AuthModuleDependencies) {
  const users = new UsersService(dataSource);
  const sessions = new SessionService(dataSource, users, clock);
  const accounts = new AccountsService(
    dataSource,
    users,
    new PasswordHasher(config.passwordHashing),
    accountMergers,
  );
  const codes = new LoginCodesService(dataSource, clock);
  const rateLimit = new RateLimitService(dataSource, clock, sleep);
  const extensions: SessionExtension[] = [];
  const session = sessionMiddleware(sessions, extensions);
  const codeSteps = new LoginCodeStepsService({
    users,
    accounts,
    codes,
    rateLimit,
    mail,
    sessions,
  });
  const router = createAuthRoutes({
    session,
    users,
    accounts,
    sessions,
    rateLimit,
    codeSteps,
    clock,
  });
  return {
    users,
    sessions,
    accounts,
    session,
    /** What completeSignIn needs, for other sign-in routes (social sign-in). */
    signIn: { accounts, sessions, clock },
    /** Adds a step that runs right after every session is resolved (granted access). */
    extendSession(extension: SessionExtension) {
      extensions.push(extension);
    },
    csrfGuard: csrfGuard(config.publicUrl),
    router,
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
