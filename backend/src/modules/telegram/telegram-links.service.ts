import { randomBytes } from 'node:crypto';
import { IsNull, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { TelegramLink } from './telegram-link.entity';

/** A code not used within this time is replaced by a new one the next time it is needed. */
const CODE_LIFETIME_MS = 60 * 60 * 1000;

/** 20 characters of the deep-link alphabet ([A-Za-z0-9_-], at most 64). */
const newCode = () => randomBytes(15).toString('base64url');

/** The "/start CODE" message a deep link makes the client send (optionally "/start@bot CODE"). */
const START_COMMAND = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{1,64})\s*$/;

export function startCode(text: string | undefined): string | undefined {
  return text ? START_COMMAND.exec(text)?.[1] : undefined;
}

/** Who has a chat with the bot, and the one-time codes that connect one. No Koa, no HTTP. */
export class TelegramLinksService {
  private readonly links: Repository<TelegramLink>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.links = dataSource.getRepository(TelegramLink);
  }

  find(userId: string): Promise<TelegramLink | null> {
    return this.links.findOneBy({ userId });
  }

  /** The code to show: the waiting one while it is fresh, otherwise a new one. */
  async pendingCode(userId: string): Promise<string> {
    const now = this.clock().getTime();
    const link = await this.find(userId);
    if (link?.code && link.chatId === null && now - link.createdAt < CODE_LIFETIME_MS)
      return link.code;
    const code = newCode();
    await this.links.save({ userId, code, chatId: null, createdAt: now, connectedAt: null });
    return code;
  }

  /** The bot was started with `code` in `chatId`: that account's files go there from now on. */
  async connect(code: string, chatId: string): Promise<boolean> {
    const result = await this.links.update(
      { code, chatId: IsNull() },
      { code: null, chatId, connectedAt: this.clock().getTime() },
    );
    return (result.affected ?? 0) > 0;
  }

  /** The chat is gone (the bot was blocked): the next send asks to connect again. */
  async disconnect(userId: string): Promise<void> {
    await this.links.delete({ userId });
  }
}

/** A visitor's chat goes along when they log in, unless the account has one already. */
export async function moveTelegramLink(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  const links = manager.getRepository(TelegramLink);
  const target = await links.findOneBy({ userId: toUserId });
  if (target?.chatId) await links.delete({ userId: fromUserId });
  else {
    if (target) await links.delete({ userId: toUserId });
    await links.update({ userId: fromUserId }, { userId: toUserId });
  }
}
