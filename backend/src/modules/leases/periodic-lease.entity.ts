import { Column, Entity, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * Whose turn a piece of periodic work is (issue 33): with several instances, each one's timer
 * fires, and only the one that claims the lease runs the work until `until` (epoch ms).
 */
@Entity('periodic_leases')
export class PeriodicLease {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name!: string;

  /** The instance that holds it (host, process, a random part): for the operator's eyes. */
  @Column({ type: 'varchar', length: 120 })
  holder!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  until!: number;
}
