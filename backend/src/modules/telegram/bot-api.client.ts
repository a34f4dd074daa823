import type { TelegramConfig } from '../../config';

/** One Bot API call may take this long; the send and status calls answer well within a minute. */
const CALL_TIMEOUT_MS = 20_000;

/** What the Bot API said when it refused (error_code and description), or 0 when unreachable. */
export class BotApiError extends Error {
  override name = 'BotApiError';
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Bot API ${status}: ${description}`);
  }
}

/** The parts of an Update this app reads (https://core.telegram.org/bots/api#update). */
export interface BotUpdate {
  update_id: number;
  message?: { chat: { id: number }; text?: string };
}

interface BotAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
}

/** A small Bot API client over fetch. The token is part of every URL: never log a URL. */
export class TelegramBotApi {
  constructor(private readonly config: TelegramConfig) {}

  /** The bot's numeric id, the token's first part: a key for stored state that is not secret. */
  get botId(): string {
    return this.config.botToken.split(':')[0] ?? '';
  }

  /** Short polling (timeout 0): answers at once with the updates from `offset` on. */
  getUpdates(offset: number | undefined): Promise<BotUpdate[]> {
    return this.call<BotUpdate[]>('getUpdates', {
      ...(offset === undefined ? {} : { offset }),
      timeout: 0,
      allowed_updates: ['message'],
    });
  }

  /** Sends a file as a document (multipart upload) with a caption under it. */
  async sendDocument(
    chatId: string,
    file: { bytes: Buffer; filename: string; contentType: string },
    caption: string,
  ): Promise<void> {
    const form = new FormData();
    form.set('chat_id', chatId);
    form.set('caption', caption);
    form.set(
      'document',
      new Blob([new Uint8Array(file.bytes)], { type: file.contentType }),
      file.filename,
    );
    await this.call('sendDocument', form);
  }

  getMe(): Promise<{ id: number; username?: string }> {
    return this.call('getMe', {});
  }

  private async call<T>(method: string, body: FormData | Record<string, unknown>): Promise<T> {
    const url = `${this.config.apiUrl}/bot${this.config.botToken}/${method}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        ...(body instanceof FormData
          ? { body }
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      // fetch's own error may carry the URL, and with it the token: only its kind goes on.
      throw new BotApiError(0, error instanceof Error ? error.name : 'unreachable');
    }
    const answer = (await response.json().catch(() => null)) as BotAnswer<T> | null;
    if (!answer?.ok || answer.result === undefined)
      throw new BotApiError(
        answer?.error_code ?? response.status,
        answer?.description ?? response.statusText,
      );
    return answer.result;
  }
}
