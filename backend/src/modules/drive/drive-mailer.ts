import { DRIVE_LIMITS, DRIVE_MAIL_REFUSALS, type MassRowValues } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import type { FileStore } from '../../shared/file-store';
import { CreatorJob } from '../creator';
import type { MailService } from '../mail';
import { MassMail, type MassMailService } from '../mass-mail';
import { ReadyFile, readyFileKeys } from '../ready';
import { DriveAccount } from './drive-account.entity';
import { DriveGroupFile } from './drive-group-file.entity';
import { DriveGroup } from './drive-group.entity';
import { driveMailMessage } from './drive-mail-message';

export const DRIVE_MAILER_DEFAULTS = {
  pollMs: DRIVE_LIMITS.mailPollMs,
  /**
   * A row 'sending' for longer than this lost its process (a send gives up long before): it is
   * taken over and sent again, with the same Message-ID.
   */
  staleMs: 15 * 60_000,
  batch: 20,
  /** Wait after a failed attempt, times the attempt's number. */
  retryMs: 60_000,
} as const;

export interface DriveMailerOptions {
  dataSource: DataSource;
  /** Only its send is used. */
  mail: Pick<MailService, 'send'>;
  /** Who may send, the daily caps, unsubscribed addresses and the operator's record. */
  massMail: MassMailService;
  clock: Clock;
  logger: Logger;
  /** Where the made files to attach lie. */
  fileStore: FileStore;
  /** The host part of the messages' Message-ID. */
  host: string;
  pollMs?: number;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 480);

/**
 * Sends each drive row's message once its file is made and its time has come: at start and
 * every few seconds (any instance, any number of them: the database row is the truth). A row is
 * claimed with a guarded UPDATE (JobRunner's pattern: waiting → sending, only one caller sees a
 * changed row), sent, then marked sent. A failed send waits and tries again, then fails.
 */
export class DriveMailer {
  private timer: NodeJS.Timeout | null = null;
  /**
   * The rounds of this process, one after another. Two rounds at once (the timer's and a wake's)
   * would each claim rows of the same run in turn, so a run's messages would go out of table order
   * and the daily cap could refuse a row in the middle of a class instead of the last one.
   */
  private tail: Promise<unknown> = Promise.resolve();
  /** A round is queued and has not started yet: a wake now is answered by it. */
  private queued = false;
  private stopped = false;

  constructor(private readonly options: DriveMailerOptions) {}

  private now(): number {
    return this.options.clock().getTime();
  }

  start(): void {
    this.stopped = false;
    this.wake();
    const every = this.options.pollMs ?? DRIVE_MAILER_DEFAULTS.pollMs;
    this.timer = setInterval(() => this.wake(), every);
    this.timer.unref();
  }

  /** Looks for due messages after the round under way (once, however often it is woken). */
  wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    this.enqueue(() => {
      this.queued = false;
      return !this.stopped;
    }).catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'drive mail round failed'),
    );
  }

  /** One round now, after the round under way (whose sends are then finished too). */
  roundNow(): Promise<number> {
    return this.enqueue(() => true);
  }

  /** Stops looking; a message being sent is finished first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.tail;
  }

  /** A round after every round queued before it; `begin` says at its start whether it still runs. */
  private enqueue(begin: () => boolean): Promise<number> {
    const round = this.tail.then(() => (begin() ? this.sendDue() : 0));
    this.tail = round.catch(() => undefined);
    return round;
  }

  /** One round: every due row (its file settled, its time come, or stale while sending). */
  private async sendDue(): Promise<number> {
    const now = this.now();
    const staleBefore = now - DRIVE_MAILER_DEFAULTS.staleMs;
    const due = await this.options.dataSource
      .getRepository(DriveGroupFile)
      .createQueryBuilder('file')
      .innerJoin(CreatorJob, 'job', 'job.id = file.jobId')
      // A run the teacher put in the Drive's trash holds its messages until it is restored (and
      // deleting it forever takes its rows, so they never go).
      .innerJoin(DriveGroup, 'run', 'run.id = file.groupId AND run.trashed = :trashed', {
        trashed: false,
      })
      .select(['file.id'])
      .where(
        '((file.mailState = :waiting AND file.sendAfter <= :now) OR ' +
          '(file.mailState = :sending AND file.claimedAt < :staleBefore))',
        { waiting: 'waiting', sending: 'sending', now, staleBefore },
      )
      .andWhere('job.status IN (:...settled)', { settled: ['done', 'failed'] })
      .orderBy('file.sendAfter', 'ASC')
      .addOrderBy('file.id', 'ASC')
      .limit(DRIVE_MAILER_DEFAULTS.batch)
      .getMany();
    let sent = 0;
    for (const { id } of due) {
      if (this.stopped) break;
      const claimedAt = await this.claim(id, staleBefore);
      if (claimedAt !== null && (await this.deliver(id, claimedAt))) sent += 1;
    }
    return sent;
  }

  /** Row `id` is ours (its claim time), or null: another round or instance has it. */
  async claim(id: number, staleBefore: number): Promise<number | null> {
    const now = this.now();
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(DriveGroupFile)
      .set({ mailState: 'sending', claimedAt: now })
      .where(
        'id = :id AND ((mail_state = :waiting AND send_after <= :now) OR ' +
          '(mail_state = :sending AND claimed_at < :staleBefore))',
        { id, waiting: 'waiting', sending: 'sending', now, staleBefore },
      )
      .execute();
    return changed(result) === 1 ? now : null;
  }

  /** Sends a claimed row's message and settles the row; true when it went. */
  private async deliver(id: number, claimedAt: number): Promise<boolean> {
    const { dataSource } = this.options;
    const file = await dataSource.getRepository(DriveGroupFile).findOneBy({ id });
    const group = file
      ? await dataSource.getRepository(DriveGroup).findOneBy({ id: file.groupId })
      : null;
    // Deleted forever from the Drive since it was claimed: nothing is left to send.
    if (!file || !group) return false;
    const ready = await dataSource.getRepository(ReadyFile).findOneBy({ jobId: file.jobId });
    if (!ready) {
      const job = await dataSource.getRepository(CreatorJob).findOneBy({ id: file.jobId });
      await this.settle(id, claimedAt, {
        mailState: 'failed',
        mailError: job?.error ?? 'The file could not be made',
      });
      return false;
    }
    const account = await dataSource
      .getRepository(DriveAccount)
      .findOneBy({ userId: group.userId });
    const keys = readyFileKeys(ready);
    const [pdf, jpeg] = await Promise.all([
      this.options.fileStore.read(keys.pdf),
      this.options.fileStore.read(keys.jpeg),
    ]);
    if (!pdf || !jpeg) {
      // Its row is there, its files are not (deleted forever meanwhile): nothing to attach.
      await this.settle(id, claimedAt, { mailState: 'failed', mailError: 'The file is gone' });
      return false;
    }
    const describe = (replyTo: string, unsubscribeUrl: string) =>
      driveMailMessage({
        to: file.email,
        subject: group.mailSubject,
        body: group.mailBody,
        name: ready.name,
        filename: ready.filename,
        values: JSON.parse(file.values) as MassRowValues,
        pdf,
        jpeg,
        language: group.mailLanguage,
        senderName: account?.senderName ?? '',
        replyTo,
        messageId: `<drive-${file.id}-${group.massId}@${this.options.host}>`,
        unsubscribeUrl,
      });
    const { massMail } = this.options;
    const record = { userId: group.userId, groupId: group.id, massId: group.massId };
    const decision = await massMail.admit(group.userId, file.email);
    if (!decision.ok) {
      await massMail.record({
        ...record,
        recipient: file.email,
        subject: describe('', '').subject,
        outcome: 'refused',
        reason: decision.refusal,
      });
      await this.settle(id, claimedAt, {
        mailState: 'failed',
        mailRefusal: decision.refusal,
        mailError: DRIVE_MAIL_REFUSALS[decision.refusal],
      });
      return false;
    }
    const { replyTo: verified, token } = decision.pass;
    const message = describe(verified, massMail.unsubscribeUrl(token));
    // Recorded first, so that the message's unsubscribe link works the moment it arrives.
    await massMail.record({
      ...record,
      recipient: file.email,
      subject: message.subject,
      outcome: 'sent',
      token,
    });
    try {
      await this.options.mail.send(message);
    } catch (error) {
      await massMail.refund(group.userId);
      await dataSource
        .getRepository(MassMail)
        .update({ unsubscribeToken: token }, { outcome: 'failed', reason: messageOf(error) });
      const attempts = file.attempts + 1;
      await this.settle(
        id,
        claimedAt,
        attempts >= DRIVE_LIMITS.mailAttempts
          ? { mailState: 'failed', attempts, mailError: messageOf(error) }
          : {
              mailState: 'waiting',
              attempts,
              mailError: messageOf(error),
              sendAfter: this.now() + attempts * DRIVE_MAILER_DEFAULTS.retryMs,
              claimedAt: null,
            },
      );
      return false;
    }
    await this.settle(id, claimedAt, { mailState: 'sent', sentAt: this.now(), mailError: null });
    return true;
  }

  /** Writes the outcome, if the row is still ours (not taken over as stale meanwhile). */
  private async settle(id: number, claimedAt: number, set: Partial<DriveGroupFile>): Promise<void> {
    await this.options.dataSource
      .createQueryBuilder()
      .update(DriveGroupFile)
      .set(set)
      .where('id = :id AND mail_state = :sending AND claimed_at = :claimedAt', {
        id,
        sending: 'sending',
        claimedAt,
      })
      .execute();
  }
}
