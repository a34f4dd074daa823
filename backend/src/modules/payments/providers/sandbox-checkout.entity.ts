import type { Currency } from '@gramota/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../../shared/db-values';

export type SandboxCheckoutStatus = 'pending' | 'paid' | 'cancel';

/**
 * A checkout of the built-in sandbox provider (operator 'one'): what the page shows and, once
 * the tester clicked Approve or Decline, the outcome that confirm() reads back. `ref` is the
 * random, unguessable id in the page's URL; holding it is what lets someone pay this checkout.
 */
@Entity({ name: 'pay_sandbox_checkouts' })
@Index('IDX_pay_sandbox_checkouts_data_id', ['dataId'])
export class SandboxCheckout {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  ref!: string;

  @Column({ name: 'data_id', type: 'varchar', length: 64 })
  dataId!: string;

  @Column({ type: 'varchar', length: 300 })
  description!: string;

  @Column({ name: 'sum_minor', type: 'integer' })
  sumMinor!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: Currency;

  @Column({ name: 'return_url', type: 'varchar', length: 2000 })
  returnUrl!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: SandboxCheckoutStatus;

  @Column({ type: 'varchar', length: 300, default: '' })
  cause!: string;

  /** The notification's event id, the same for the webhook and confirm() (applied once). */
  @Column({ name: 'event_id', type: 'varchar', length: 64, nullable: true })
  eventId!: string | null;

  /** ms */
  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  /** ms: Approve or Decline clicked; null while pending. */
  @Column({ name: 'decided_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  decidedAt!: number | null;
}
