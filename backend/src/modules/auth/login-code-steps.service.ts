import { accountError } from '../../errors';
import { codeMessage, pickLanguage, type MailService } from '../mail';
import type { AccountsService } from './accounts.service';
import type { LoginCodePurpose } from './login-code.entity';
import type { LoginCodesService } from './login-codes.service';
import type { Guess, RateLimitService } from './rate-limit.service';
import type { SessionService } from './session.service';
import type { User } from './user.entity';
import type { UsersService } from './users.service';
import { accountLanguage } from './account-language';

/** Who guesses at a code: the limits count by address, or by the browser's device cookie. */
export interface SignInClient {
  ip: string;
  device?: string;
}

/** Where a code request comes from: the rate limits count by address, and mail picks a language. */
export interface CodeRequester {
  ip: string;
  /** The browser's preferred language among the interface's seven, if any. */
  acceptedLanguage?: string;
}

export interface LoginCodeStepsDependencies {
  users: UsersService;
  accounts: AccountsService;
  codes: LoginCodesService;
  rateLimit: RateLimitService;
  mail: MailService;
  sessions: SessionService;
}

/**
 * The e-mailed code steps of login and password reset (seed 001 §4 Login flow, §7 login-quick,
 * login-new-pwd): send a code, check it, set the new password. Failures of codes count towards
 * the rate limits. No Koa: the routes read the fields and write the answers (and the session
 * cookie, completeSignIn).
 */
export class LoginCodeStepsService {
  constructor(private readonly deps: LoginCodeStepsDependencies) {}

  /** Sends a code to an existing account; nothing tells an unknown address apart. */
  async sendCode(purpose: LoginCodePurpose, email: string, from: CodeRequester): Promise<void> {
    const { users, codes, rateLimit, mail } = this.deps;
    await rateLimit.takeSend({ email, ip: from.ip });
    const user = await users.findByEmail(email);
    if (!user) return;
    const code = await codes.issue(user.id, purpose);
    const language = pickLanguage(accountLanguage(user), from.acceptedLanguage);
    try {
      await mail.send(codeMessage(email, purpose, code, language));
    } catch {
      // MailService logged the cause; the code stays valid if the mail turns up after all.
      throw accountError(503, 'mail_failed');
    }
  }

  /**
   * Checks an e-mailed code and answers its account; failures count towards the limits. The
   * caller ends the guess: signedIn once the session is started, or forgive.
   */
  async checkCode(
    purpose: LoginCodePurpose,
    email: string,
    code: string,
    client: SignInClient,
    consume: boolean,
  ): Promise<{ user: User; guess: Guess }> {
    const { users, codes, rateLimit } = this.deps;
    const guess = await rateLimit.begin('code', { email, ...client });
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
    // A right code was read from the mailbox: the account's e-mail is confirmed (drive mass mail).
    if (user.email && user.verifiedEmail !== user.email)
      await users.update(user.id, { verifiedEmail: user.email });
    return { user, guess };
  }

  /** The reset's middle step: the code is right (and stays valid for setting the password). */
  async confirmResetCode(email: string, code: string, client: SignInClient): Promise<void> {
    const { guess } = await this.checkCode('reset', email, code, client, false);
    await this.deps.rateLimit.forgive(guess);
  }

  /**
   * Uses up the reset code and sets the new password (already checked). A reset is how a teacher
   * takes the account back: every session signed in before it ends, a stolen one included
   * (security review, finding 6); the caller signs the account in again.
   */
  async resetPassword(
    email: string,
    code: string,
    password: string,
    client: SignInClient,
  ): Promise<{ user: User; guess: Guess }> {
    const checked = await this.checkCode('reset', email, code, client, true);
    await this.deps.accounts.setPassword(checked.user.id, password);
    await this.deps.sessions.endAllOf(checked.user.id);
    return checked;
  }
}
