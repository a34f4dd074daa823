import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { UsageEvent } from './usage-event.entity';

/** Whose use a limit counts: one account's, one client address's, or the whole installation's. */
export type UsageScope = 'account' | 'address' | 'installation';

export interface UsageRule {
  scope: UsageScope;
  /** The account's id, the address key (`addressKey(ctx.ip)`), or `*` for the installation. */
  key: string;
  /** Uses allowed within the window; a rule whose max is not finite never refuses. */
  max: number;
  windowMs: number;
}

/** The key of the installation's own rules. */
export const INSTALLATION = '*';

/**
 * Limits on the channels that cost money or reach other people (AI, mail, uploads), counted in the
 * database so that every backend instance sees the same numbers (ARCHITECTURE §7). Counting and
 * recording happen under one lock per channel and key, so uses sent all at once cannot slip past a
 * limit together: a PostgreSQL advisory transaction lock across instances; with SQLite (one
 * process by nature) a chain of promises per key in this process, because TypeORM runs SQLite's
 * transactions on one connection and would interleave them as savepoints.
 */
export class UsageLimits {
  private localChain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one use (of `weight`) of `channel` when no rule is full, recording it for every rule.
   * Returns null when taken, else the first full rule; nothing is recorded then.
   */
  async take(channel: string, rules: UsageRule[], weight = 1): Promise<UsageRule | null> {
    const counted = rules.filter((rule) => Number.isFinite(rule.max));
    if (counted.length === 0) return null;
    return this.withLocks(
      counted.map((rule) => lockKey(channel, rule)),
      async (manager) => {
        const now = this.clock().getTime();
        for (const rule of counted) {
          const used = await this.used(manager, channel, rule, now);
          if (used + weight > rule.max) return rule;
        }
        for (const { scope, key, windowMs } of distinctKeys(counted)) {
          // Rows past the longest window of this key count for nothing any more.
          await manager
            .createQueryBuilder()
            .delete()
            .from(UsageEvent)
            .where('channel = :channel AND scope = :scope AND key = :key AND at <= :before', {
              channel,
              scope,
              key,
              before: now - windowMs,
            })
            .execute();
          await manager.insert(UsageEvent, { channel, scope, key, at: now, weight });
        }
        return null;
      },
    );
  }

  /** Gives back the latest use of `channel` under these rules (the work it paid for never ran). */
  async refund(channel: string, rules: UsageRule[]): Promise<void> {
    const counted = rules.filter((rule) => Number.isFinite(rule.max));
    await this.withLocks(
      counted.map((rule) => lockKey(channel, rule)),
      async (manager) => {
        for (const { scope, key } of distinctKeys(counted)) {
          const latest = await manager.findOne(UsageEvent, {
            where: { channel, scope, key },
            order: { id: 'DESC' },
          });
          if (latest) await manager.delete(UsageEvent, { id: latest.id });
        }
      },
    );
  }

  /** Uses of `channel` under this rule's scope and key within its window, as of now. */
  async usedNow(channel: string, rule: UsageRule): Promise<number> {
    return this.used(this.dataSource.manager, channel, rule, this.clock().getTime());
  }

  /**
   * Runs `work` in a transaction holding the lock of `key`, for rules that count a module's own
   * rows ("at most 60 uploads in 10 minutes") and then insert one.
   */
  withLock<T>(key: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.withLocks([key], work);
  }

  private async used(manager: EntityManager, channel: string, rule: UsageRule, now: number) {
    const row = await manager
      .createQueryBuilder(UsageEvent, 'event')
      .select('COALESCE(SUM(event.weight), 0)', 'used')
      .where('event.channel = :channel AND event.scope = :scope AND event.key = :key', {
        channel,
        scope: rule.scope,
        key: rule.key,
      })
      .andWhere('event.at > :since', { since: now - rule.windowMs })
      .getRawOne<{ used: string | number }>();
    return Number(row?.used ?? 0);
  }

  private async withLocks<T>(keys: string[], work: (manager: EntityManager) => Promise<T>) {
    // One order for every caller, so two callers never wait on each other's second lock.
    const sorted = [...new Set(keys)].sort();
    if (this.dataSource.options.type === 'postgres') {
      return this.dataSource.transaction(async (manager) => {
        for (const key of sorted) {
          await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        }
        return work(manager);
      });
    }
    return this.inLocalOrder(() => this.dataSource.transaction((manager) => work(manager)));
  }

  /**
   * Runs `work` after every earlier locked work of this process has finished. SQLite has one
   * connection and one transaction at a time anyway, so one chain for all keys costs nothing.
   * Work must not take a lock again inside (it would wait for itself).
   */
  private async inLocalOrder<T>(work: () => Promise<T>): Promise<T> {
    const run = this.localChain.then(work, work);
    this.localChain = run.catch(() => undefined);
    return run;
  }
}

const lockKey = (channel: string, rule: UsageRule) => `usage:${channel}:${rule.scope}:${rule.key}`;

/** Each scope and key once, with the longest window its rules count over. */
function distinctKeys(rules: UsageRule[]) {
  const byKey = new Map<string, { scope: UsageScope; key: string; windowMs: number }>();
  for (const rule of rules) {
    const id = `${rule.scope}\n${rule.key}`;
    const known = byKey.get(id);
    if (!known || known.windowMs < rule.windowMs) {
      byKey.set(id, { scope: rule.scope, key: rule.key, windowMs: rule.windowMs });
    }
  }
  return [...byKey.values()];
}
