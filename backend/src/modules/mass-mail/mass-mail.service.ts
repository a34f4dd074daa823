import { randomBytes } from 'node:crypto';
import type { DriveMailRefusal } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { DEFAULT_MASS_MAIL, type MassMailConfig } from '../../config';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Clock } from '../../shared/clock';
import { User } from '../auth';
import { INSTALLATION, type UsageLimits, type UsageRule } from '../usage-limits';
import { MailSuppression, MassMail, type MassMailOutcome } from './mass-mail.entity';

/** The usage-limits channel the daily caps count on. */
export const MASS_MAIL_CHANNEL = 'mass-mail';
const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: a message's unsubscribe link. */
const newToken = () => randomBytes(32).toString('base64url');

/** A message that may go: where replies go, and its unsubscribe link's token. */
export interface MassMailPass {
  replyTo: string;
  token: string;
}

export type MassMailDecision =
  { ok: true; pass: MassMailPass } | { ok: false; refusal: DriveMailRefusal };

/** What the operator's record keeps of one message. */
export interface MassMailRecord {
  userId: string;
  groupId: number;
  massId: string;
  recipient: string;
  subject: string;
  outcome: MassMailOutcome;
  reason?: string | null;
  token?: string;
}

/** The account's confirmed login e-mail, or null (anonymous, no e-mail, or never confirmed). */
export function verifiedEmailOf(user: User | null): string | null {
  if (!user?.login || !user.email) return null;
  return user.verifiedEmail === user.email ? user.email : null;
}

/**
 * The rules of drive mass mail (issue 28, finding 5), so that a run is no open relay: only an
 * account with a confirmed e-mail sends (it is the Reply-To; the From is always MAIL_FROM), never
 * to an address that unsubscribed from this account, and at most MAIL_PER_ACCOUNT_DAY messages
 * per account and MAIL_PER_INSTALLATION_DAY for the whole server in 24 hours (counted in the
 * database by the usage-limits kit, so every instance sees one count). Each message, sent or
 * refused, is written to the operator's record (mass_mails).
 */
export class MassMailService {
  private readonly limits: MassMailConfig;

  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      usageLimits: UsageLimits;
      publicUrl: string;
      limits?: MassMailConfig;
    },
  ) {
    this.limits = deps.limits ?? DEFAULT_MASS_MAIL;
  }

  private rules(userId: string): UsageRule[] {
    return [
      { scope: 'account', key: userId, max: this.limits.perAccountDay, windowMs: DAY_MS },
      {
        scope: 'installation',
        key: INSTALLATION,
        max: this.limits.perInstallationDay,
        windowMs: DAY_MS,
      },
    ];
  }

  /** Whether `userId`'s message to `recipient` may go now; a pass has taken one of the caps. */
  async admit(userId: string, recipient: string): Promise<MassMailDecision> {
    const user = await this.deps.dataSource.getRepository(User).findOneBy({ id: userId });
    const replyTo = verifiedEmailOf(user);
    if (!replyTo) return { ok: false, refusal: 'unverified' };
    if (await this.isSuppressed(userId, recipient)) return { ok: false, refusal: 'unsubscribed' };
    const full = await this.deps.usageLimits.take(MASS_MAIL_CHANNEL, this.rules(userId));
    if (full)
      return {
        ok: false,
        refusal: full.scope === 'account' ? 'account_day_limit' : 'installation_day_limit',
      };
    return { ok: true, pass: { replyTo, token: newToken() } };
  }

  /** A pass whose message could not be sent: it does not count. */
  refund(userId: string): Promise<void> {
    return this.deps.usageLimits.refund(MASS_MAIL_CHANNEL, this.rules(userId));
  }

  /** The List-Unsubscribe address of a message (a page, and RFC 8058's one-click POST). */
  unsubscribeUrl(token: string): string {
    return `${this.deps.publicUrl}/unsubscribe/${token}`;
  }

  async record(record: MassMailRecord): Promise<void> {
    await this.deps.dataSource.getRepository(MassMail).insert({
      userId: record.userId,
      groupId: record.groupId,
      massId: record.massId,
      recipient: record.recipient.slice(0, 254),
      subject: record.subject.slice(0, 300),
      outcome: record.outcome,
      reason: record.reason ? record.reason.slice(0, 500) : null,
      // A refused or failed message's token is never in any mail: random all the same (unique).
      unsubscribeToken: record.token ?? newToken(),
      at: this.deps.clock().getTime(),
    });
  }

  async isSuppressed(senderId: string, email: string): Promise<boolean> {
    return this.deps.dataSource
      .getRepository(MailSuppression)
      .existsBy({ senderId, email: email.toLowerCase() });
  }

  /** The address a sent message's token stands for, or null (unknown token). */
  async recipientOf(token: string): Promise<string | null> {
    return (await this.sentWith(token))?.recipient ?? null;
  }

  /** The sent message a well-formed unsubscribe token belongs to. */
  private async sentWith(token: string): Promise<MassMail | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    return this.deps.dataSource
      .getRepository(MassMail)
      .findOneBy({ unsubscribeToken: token, outcome: 'sent' });
  }

  /** The token's recipient gets no more of its sender's messages; null for an unknown token. */
  async unsubscribe(token: string): Promise<string | null> {
    const sent = await this.sentWith(token);
    if (!sent) return null;
    const email = sent.recipient.toLowerCase();
    if (!(await this.isSuppressed(sent.userId, email))) {
      // The sender's account may be gone: then nobody sends in its name any more anyway.
      const sender = await this.deps.dataSource.getRepository(User).existsBy({ id: sent.userId });
      if (sender) {
        try {
          await this.deps.dataSource.getRepository(MailSuppression).insert({
            senderId: sent.userId,
            email,
            createdAt: this.deps.clock().getTime(),
          });
        } catch (error) {
          // Two clicks at once: the first one's row is the same.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
    return sent.recipient;
  }

  /** The operator's view: the latest messages, of one account (id) or run when given. */
  async list(filter: { userId?: string; groupId?: number; limit?: number }): Promise<MassMail[]> {
    return this.deps.dataSource.getRepository(MassMail).find({
      where: {
        ...(filter.userId ? { userId: filter.userId } : {}),
        ...(filter.groupId ? { groupId: filter.groupId } : {}),
      },
      order: { id: 'DESC' },
      take: filter.limit ?? 100,
    });
  }
}
