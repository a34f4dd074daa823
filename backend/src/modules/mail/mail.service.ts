import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../logger';

/**
 * A file sent along, read from the file store by the sender first (made files are a few MB at
 * most; a bucket has no path to hand to the mailer).
 */
export interface MailAttachment {
  /** The name the reader sees. */
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Shown as the sender's name, with MAIL_FROM's address (a drive run's mail settings). */
  senderName?: string;
  replyTo?: string;
  /** A fixed Message-ID, e.g. `<drive-12@host>`: a resent copy is the same message. */
  messageId?: string;
  /** Extra header fields, e.g. List-Unsubscribe (values are one line: CR/LF are dropped). */
  headers?: Record<string, string>;
}

/** A header value on one line: a CR or LF in it would start another header field. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The address part of MAIL_FROM ('Gramota <no-reply@x>' → 'no-reply@x'). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** Where .eml files go when no SMTP server is configured (ARCHITECTURE §6). */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Sends e-mail through nodemailer: to SMTP_URL when set, otherwise each message is written as an
 * .eml file under DATA_DIR/outbox/ (named so that names sort by time), for the /outbox/ page.
 */
export class MailService {
  private readonly transport: Transporter;

  constructor(
    private readonly config: MailConfig,
    private readonly logger: Logger,
    /** Told of every message handed over or failed (the /metrics mail counter). */
    private readonly onHandled: (result: 'sent' | 'failed') => void = () => {},
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** True when messages land in the outbox folder instead of an SMTP server. */
  get usesOutbox(): boolean {
    return !this.config.smtpUrl;
  }

  /** Sends (or writes) one message; failures are logged here and thrown to the caller. */
  async send(message: MailMessage): Promise<void> {
    try {
      const { senderName, headers, ...rest } = message;
      // The address is always the server's own (MAIL_FROM); a run may only name itself.
      const from = senderName
        ? { name: oneLine(senderName), address: addressOf(this.config.mailFrom) }
        : this.config.mailFrom;
      const info = await this.transport.sendMail({
        from,
        ...rest,
        ...(headers
          ? {
              headers: Object.fromEntries(
                Object.entries(headers).map(([name, value]) => [name, oneLine(value)]),
              ),
            }
          : {}),
      });
      if (this.usesOutbox) {
        const file = await this.writeToOutbox(info.message as Buffer);
        this.logger.info({ file }, 'e-mail written to the outbox');
      } else {
        this.logger.info({ messageId: info.messageId }, 'e-mail sent');
      }
      this.onHandled('sent');
    } catch (error) {
      this.logger.error({ err: error }, 'sending e-mail failed');
      this.onHandled('failed');
      throw error;
    }
  }

  private async writeToOutbox(raw: Buffer): Promise<string> {
    const dir = outboxDir(this.config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
    // Written under a temporary name and renamed, so the page never reads half a message.
    await fs.writeFile(path.join(dir, `${name}.tmp`), raw);
    await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
    return name;
  }
}
