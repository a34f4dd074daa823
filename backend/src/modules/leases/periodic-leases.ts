import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { changed } from '../../shared/db-values';
import { PeriodicLease } from './periodic-lease.entity';

/** This process among the instances (shown in the lease row). */
export const INSTANCE_NAME = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Periodic work that must run once however many instances there are (the anonymous-accounts
 * sweep): every instance's timer asks for the turn, and the database gives it to one. A turn is
 * taken with a guarded UPDATE of an expired lease, or by inserting the first one; the primary key
 * and the guard let exactly one caller through, on PostgreSQL and SQLite alike. An instance that
 * dies holding a turn only delays the work until the lease runs out.
 */
export class PeriodicLeases {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly holder: string = INSTANCE_NAME,
  ) {}

  /** True when this instance takes `name` for the next `forMs`; false when another holds it. */
  async claim(name: string, forMs: number): Promise<boolean> {
    const now = this.clock().getTime();
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(PeriodicLease)
      .set({ holder: this.holder, until: now + forMs })
      .where('name = :name AND until <= :now', { name, now })
      .execute();
    if (changed(taken) === 1) return true;
    try {
      await this.dataSource
        .getRepository(PeriodicLease)
        .insert({ name, holder: this.holder, until: now + forMs });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
