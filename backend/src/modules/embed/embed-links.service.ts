import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EMBED_LIMITS, type EmbedLinkInfo, type EmbedScope } from '@gramota/contracts';
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { accountError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { httpOrigin } from '../../shared/origin';
import { EmbedLink } from './embed-link.entity';
import { targetIds, type EmbedTieLookups } from './embed-scopes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What links need to know about the account's documents, uploads, jobs and made files: a new
 * link's target, and each framed call's ids (the ties of embed-scopes).
 */
export interface EmbedTargets extends EmbedTieLookups {
  /** How many of `ids` are the account's made files. */
  ownedReadyFiles(userId: string, ids: number[]): Promise<number>;
}

export interface NewEmbedLink {
  scope: EmbedScope;
  target: string;
  origins: string;
  days: number;
}

export function hashEmbedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token is 32 random bytes, base64url; anything else is refused before a lookup. */
export function isWellFormedEmbedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function embedLinkInfo(link: EmbedLink): EmbedLinkInfo {
  return {
    id: link.id,
    scope: link.scope,
    target: link.target,
    origins: link.origins.split(' ').filter(Boolean),
    created: new Date(link.createdAt).toISOString(),
    expires: new Date(link.expiresAt).toISOString(),
  };
}

/** Sites typed one per line or separated by spaces or commas, each reduced to its origin. */
function parseOrigins(text: string): string[] {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const origins = parts.map(httpOrigin);
  if (
    parts.length === 0 ||
    parts.length > EMBED_LIMITS.originsMax ||
    origins.some((origin) => origin === undefined)
  )
    throw accountError(400, 'embed_origins_invalid', 'origins');
  return [...new Set(origins as string[])];
}

/** Embed links: made by a signed-in owner, listed, revoked, and looked up by token. No Koa here. */
export class EmbedLinksService {
  private readonly links: Repository<EmbedLink>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly targets: EmbedTargets,
  ) {
    this.links = dataSource.getRepository(EmbedLink);
  }

  async create(userId: string, input: NewEmbedLink): Promise<{ link: EmbedLink; token: string }> {
    const origins = parseOrigins(input.origins);
    const target = await this.checkTarget(userId, input.scope, input.target.trim());
    const now = this.clock().getTime();
    const active = await this.links.countBy({
      userId,
      revokedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
    if (active >= EMBED_LIMITS.linksMax) throw accountError(409, 'embed_limit');
    const token = randomBytes(32).toString('base64url');
    const link = this.links.create({
      id: randomUUID(),
      userId,
      tokenHash: hashEmbedToken(token),
      scope: input.scope,
      target,
      origins: origins.join(' '),
      createdAt: now,
      expiresAt: now + input.days * DAY_MS,
      revokedAt: null,
    });
    await this.links.insert(link);
    return { link, token };
  }

  /** The account's links still working, newest first. */
  list(userId: string): Promise<EmbedLink[]> {
    return this.links.find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(this.clock().getTime()) },
      order: { createdAt: 'DESC' },
    });
  }

  /** Switches a link off at once; another account's id is not found. */
  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.links.update(
      { id, userId, revokedAt: IsNull() },
      { revokedAt: this.clock().getTime() },
    );
    if (!result.affected) throw accountError(404, 'not_found');
  }

  /** The working link of a token, or null (unknown, expired or revoked). */
  async resolve(token: string): Promise<EmbedLink | null> {
    if (!isWellFormedEmbedToken(token)) return null;
    const link = await this.links.findOneBy({ tokenHash: hashEmbedToken(token) });
    if (!link || link.revokedAt !== null || link.expiresAt <= this.clock().getTime()) return null;
    return link;
  }

  /** The target in its stored form, checked to be the owner's. */
  private async checkTarget(userId: string, scope: EmbedScope, target: string): Promise<string> {
    const invalid = () => accountError(400, 'embed_target_invalid', 'target');
    if (scope === 'docs-picker') return '';
    const ids = [...targetIds(target)];
    if (ids.length === 0 || ids.some((id) => !/^\d{1,15}$/.test(id))) throw invalid();
    const numbers = ids.map(Number);
    if (scope === 'spreadsheet') {
      if (numbers.length !== 1 || !(await this.targets.ownsDoc(userId, numbers[0]!)))
        throw invalid();
      return String(numbers[0]);
    }
    if (
      numbers.length > EMBED_LIMITS.runMax ||
      (await this.targets.ownedReadyFiles(userId, numbers)) !== numbers.length
    )
      throw invalid();
    return numbers.join(',');
  }
}
