import type { TelegramConnectAnswer, TelegramSendAnswer } from '@gramota/contracts';
import type { TelegramConfig } from '../../config';
import type { Logger } from '../../logger';
import { BotApiError, type TelegramBotApi } from './bot-api.client';
import { deliveryError, type FileToSend } from '../delivery';
import type { TelegramLinksService } from './telegram-links.service';
import type { TelegramUpdatesService } from './telegram-updates.service';

/** The messenger delivery (seed 001 §4 Messenger, §7 telegram-send-files / -status-connect). */
export class TelegramSendService {
  constructor(
    private readonly config: TelegramConfig,
    private readonly bot: TelegramBotApi,
    private readonly links: TelegramLinksService,
    private readonly updates: TelegramUpdatesService,
    private readonly logger: Logger,
  ) {}

  /** Sends every file's PDF to the person's chat, or answers the code to connect one first. */
  async send(userId: string, files: FileToSend[]): Promise<TelegramSendAnswer> {
    const link = await this.links.find(userId);
    if (!link?.chatId) return this.needConnect(userId);
    for (const { file, read } of files) {
      // A file removed meanwhile (deleted forever) is a missing file (404, from read).
      const bytes = await read('pdf');
      try {
        await this.bot.sendDocument(
          link.chatId,
          { bytes, filename: `${file.filename}.pdf`, contentType: 'application/pdf' },
          file.name,
        );
      } catch (error) {
        if (error instanceof BotApiError && error.status === 403) {
          // The person blocked the bot (or deleted the chat): connecting again is the way out.
          await this.links.disconnect(userId);
          return this.needConnect(userId);
        }
        this.logger.warn({ err: error, userId }, 'telegram sendDocument failed');
        throw deliveryError(502, 'send_failed');
      }
    }
    return { result: 'success', status: 'send', code: '', link: '' };
  }

  /** 'true' once the bot has been started with the person's code (read on this call). */
  async connected(userId: string): Promise<TelegramConnectAnswer> {
    let link = await this.links.find(userId);
    if (link && !link.chatId && link.code) {
      await this.updates.read();
      link = await this.links.find(userId);
    }
    return { result: 'success', connect: link?.chatId ? 'true' : 'false' };
  }

  private async needConnect(userId: string): Promise<TelegramSendAnswer> {
    const code = await this.links.pendingCode(userId);
    const link = `${this.config.linkUrl}/${this.config.botName}?start=${code}`;
    return { result: 'success', status: 'need-connect', code, link };
  }
}
