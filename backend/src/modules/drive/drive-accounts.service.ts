import { randomBytes } from 'node:crypto';
import { DRIVE_LIMITS, type MailSettings } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Fields } from '../../http/request-fields';
import { optionalText } from '../../http/request-fields';
import { User } from '../auth';
import { verifiedEmailOf } from '../mass-mail';
import { DriveAccount } from './drive-account.entity';
import { driveError } from './drive-errors';

/** 128 random bits, URL-safe: the unguessable part of a group's address. */
const newDriveKey = () => randomBytes(16).toString('base64url');

/**
 * Each account's drive row: its public drive key (made on first use) and its mail settings
 * (/app/settings/mail/: sender name and reply-to, put in the headers of a run's messages).
 */
export class DriveAccountsService {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(DriveAccount);
  }

  find(userId: string): Promise<DriveAccount | null> {
    return this.rows.findOneBy({ userId });
  }

  /** The account's row, made now if it has none (two requests at once make one). */
  async ensure(userId: string): Promise<DriveAccount> {
    const found = await this.find(userId);
    if (found) return found;
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ userId, driveKey: newDriveKey(), senderName: '', replyTo: '' })
      .orIgnore()
      .execute();
    return this.rows.findOneByOrFail({ userId });
  }

  /** reply_to: where replies go, the account's confirmed e-mail ('' while it has none). */
  async settings(userId: string): Promise<MailSettings> {
    const row = await this.find(userId);
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    return { sender_name: row?.senderName ?? '', reply_to: verifiedEmailOf(user) ?? '' };
  }

  async saveSettings(userId: string, fields: Fields): Promise<void> {
    const senderName = (optionalText(fields, 'sender_name', 1000) ?? '').replace(/[\r\n]+/g, ' ');
    if (senderName.length > DRIVE_LIMITS.senderNameMax)
      throw driveError(400, 'sender_name', 'sender_name');
    // Replies go to the account's confirmed e-mail (issue 28, finding 5): a reply_to sent along
    // (older pages) is not a setting any more and changes nothing.
    await this.ensure(userId);
    await this.rows.update({ userId }, { senderName });
  }
}
