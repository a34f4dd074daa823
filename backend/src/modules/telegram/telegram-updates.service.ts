import type { DataSource, Repository } from 'typeorm';
import type { Logger } from '../../logger';
import { BotApiError, type TelegramBotApi } from './bot-api.client';
import type { TelegramLinksService } from './telegram-links.service';
import { startCode } from './telegram-links.service';
import { TelegramUpdateOffset } from './telegram-update-offset.entity';

/**
 * Reads the bot's new messages when someone waits for a connection (the editor polls
 * telegram-status-connect every 2 s): no background poller, no webhook to expose. The offset is a
 * database row, so several server processes share it; reading the same update twice is harmless
 * (connecting a spent code changes nothing) and the stored offset only ever moves forward.
 */
export class TelegramUpdatesService {
  private readonly offsets: Repository<TelegramUpdateOffset>;
  /** One read at a time in this process; callers meanwhile share its result. */
  private reading: Promise<void> | undefined;

  constructor(
    dataSource: DataSource,
    private readonly bot: TelegramBotApi,
    private readonly links: TelegramLinksService,
    private readonly logger: Logger,
  ) {
    this.offsets = dataSource.getRepository(TelegramUpdateOffset);
  }

  read(): Promise<void> {
    this.reading ??= this.readOnce().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    const key = this.bot.botId;
    const stored = await this.offsets.findOneBy({ bot: key });
    let updates;
    try {
      updates = await this.bot.getUpdates(stored?.nextOffset);
    } catch (error) {
      // 409: another process is reading right now; it connects whoever is waiting.
      if (!(error instanceof BotApiError && error.status === 409))
        this.logger.warn({ err: error }, 'telegram getUpdates failed');
      return;
    }
    if (updates.length === 0) return;
    for (const update of updates) {
      const code = startCode(update.message?.text);
      const chatId = update.message?.chat.id;
      if (code && chatId !== undefined) await this.links.connect(code, String(chatId));
    }
    const next = Math.max(...updates.map((update) => update.update_id)) + 1;
    await this.saveOffset(key, next, stored !== null);
  }

  private async saveOffset(bot: string, next: number, exists: boolean): Promise<void> {
    if (exists) {
      await this.offsets
        .createQueryBuilder()
        .update()
        .set({ nextOffset: next })
        .where('bot = :bot AND next_offset < :next', { bot, next })
        .execute();
      return;
    }
    try {
      await this.offsets.insert({ bot, nextOffset: next });
    } catch {
      // Another process stored the first offset at the same moment: move it forward instead.
      await this.saveOffset(bot, next, true);
    }
  }
}
