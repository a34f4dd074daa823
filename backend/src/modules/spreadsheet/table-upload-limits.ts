import { CodedError } from '../../errors';
import { addressKey } from '../auth';
import type { UsageLimits, UsageRule } from '../usage-limits';
import { spreadsheetError } from './spreadsheet-errors';

/** The channel the usage limits count table reads on. */
const CHANNEL = 'spreadsheet-table';

export interface TableUploadLimits {
  /** Tables read per account, and per client address, in `windowMinutes`. */
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/**
 * Counts the tables read from uploads and sheet links (issue 28 finding 1) per account and per
 * client address (IPv6: its /64), in the database so that every instance sees one count: a
 * visitor's cookies come free, an address does not. Past either → 429 uploads_too_many, before
 * anything is read.
 */
export class TableUploadCounter {
  constructor(
    private readonly usage: UsageLimits,
    private readonly limits: TableUploadLimits,
  ) {}

  private rules(accountId: string, ip: string): UsageRule[] {
    const windowMs = this.limits.windowMinutes * 60_000;
    return [
      { scope: 'account', key: accountId, max: this.limits.perAccount, windowMs },
      { scope: 'address', key: addressKey(ip), max: this.limits.perAddress, windowMs },
    ];
  }

  /**
   * Runs `work` when a read is left to this account and address, counting it; a read refused for
   * a full queue (429 reader_busy: nothing was read) is given back.
   */
  async counted<T>(accountId: string, ip: string, work: () => Promise<T>): Promise<T> {
    const rules = this.rules(accountId, ip);
    if (await this.usage.take(CHANNEL, rules)) throw spreadsheetError(429, 'uploads_too_many');
    try {
      return await work();
    } catch (error) {
      if (error instanceof CodedError && error.code === 'reader_busy')
        await this.usage.refund(CHANNEL, rules);
      throw error;
    }
  }
}
