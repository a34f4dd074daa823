import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * One use of a channel that costs money or reaches other people (an AI question, a mail, an
 * upload), kept once per limit it counts against: the account's, the address's, the
 * installation's. Rows older than the longest window are removed as new ones arrive.
 */
@Entity({ name: 'usage_events' })
@Index('IDX_usage_events_key_time', ['channel', 'scope', 'key', 'at'])
export class UsageEvent {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  /** What is used, e.g. `ai-ask`, `drive-mail`, `table-upload`. */
  @Column({ type: 'varchar', length: 40 })
  channel!: string;

  @Column({ type: 'varchar', length: 20 })
  scope!: string;

  /** The account's id, the address key, or `*` for the whole installation. */
  @Column({ type: 'varchar', length: 80 })
  key!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  at!: number;

  /** How much of the limit this use took (1 for most channels). */
  @Column({ type: 'integer', default: 1 })
  weight!: number;
}
