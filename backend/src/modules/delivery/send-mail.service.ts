import type { Language, SendMailAnswer } from '@gramota/contracts';
import { LessThan, MoreThan, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { User } from '../auth';
import { fileMessage, type MailService } from '../mail';
import type { PendingFiles, ReadyService } from '../ready';
import { deliveryError } from './delivery-errors';
import type { DeliveryFiles } from './delivery-files';
import { SentMail } from './sent-mail.entity';

/** Files one person may e-mail per hour: plenty for a class, useless for spamming. */
export const MAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export interface SendMailDependencies {
  dataSource: DataSource;
  ready: ReadyService;
  pending: PendingFiles;
  mail: MailService;
  /** Reads the made file's JPEG and PDF to attach. */
  files: DeliveryFiles;
  clock: Clock;
}

/** The request: who sends (the person), whose file (the account), which one, in what language. */
export interface SendMailRequest {
  actor: User;
  accountId: string;
  docId: number;
  fileId: number;
  language: Language;
}

/**
 * creator-send-mail (seed 001 §7): the made file to the sender's own e-mail with its JPEG and PDF
 * attached. The address is the person's (someone switched into an owner's account gets the
 * owner's file in their own mailbox, the address login-set-email gives them).
 */
export class SendMailService {
  constructor(private readonly deps: SendMailDependencies) {}

  async send(request: SendMailRequest): Promise<SendMailAnswer> {
    const { actor, accountId, docId, fileId } = request;
    if (!actor.login) return { result: 'need_login' };
    if (!actor.email) return { result: 'need_email' };
    const file = await this.deps.ready.find(accountId, fileId);
    if (!file) {
      const state = (await this.deps.pending.pending(accountId, [fileId])).get(fileId);
      if (state === 'wait') return { result: 'wait' };
      throw deliveryError(404, 'not_found');
    }
    if (file.docId !== docId) throw deliveryError(404, 'not_found');
    await this.assertAllowance(actor.id);
    const message = fileMessage(
      actor.email,
      {
        name: file.name,
        filename: file.filename,
        jpeg: await this.deps.files.read(file, 'jpeg'),
        pdf: await this.deps.files.read(file, 'pdf'),
      },
      request.language,
    );
    try {
      await this.deps.mail.send(message);
    } catch {
      // MailService logged the cause; the teacher may simply try again.
      throw deliveryError(503, 'send_failed');
    }
    await this.record(actor.id, file.id);
    return { result: 'success', email: actor.email };
  }

  private async assertAllowance(userId: string): Promise<void> {
    const since = this.deps.clock().getTime() - HOUR_MS;
    const sent = await this.deps.dataSource
      .getRepository(SentMail)
      .countBy({ userId, sentAt: MoreThan(since) });
    if (sent >= MAILS_PER_HOUR) throw deliveryError(429, 'too_many_mails');
  }

  private async record(userId: string, readyFileId: number): Promise<void> {
    const now = this.deps.clock().getTime();
    const sent = this.deps.dataSource.getRepository(SentMail);
    await sent.insert({ userId, readyFileId, sentAt: now });
    // Older rows count for nothing any more.
    await sent.delete({ userId, sentAt: LessThan(now - HOUR_MS) });
  }
}
