import type {
  Currency,
  PayAim,
  PayMethod,
  PayOperator,
  PayProduct,
  PayStatus,
} from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';

/**
 * One payment record (seed 001 §3 Payment record). The sum is fixed by the server when the record
 * is made, in integer minor units of `currency`; a provider's notification must repeat both.
 * `data_id` is the record's public, unguessable id in URLs (still checked against the owner).
 */
@Entity({ name: 'payments' })
@Index('UQ_payments_data_id', ['dataId'], { unique: true })
@Index('IDX_payments_user_id', ['userId'])
@Index('IDX_payments_operator_ref', ['operator', 'providerRef'])
export class Payment {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'data_id', type: 'varchar', length: 40 })
  dataId!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_payments_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  product!: PayProduct;

  @Column({ type: 'varchar', length: 16 })
  aim!: PayAim;

  /** Template id, workshop template id / 'plan', print order id or doc id; '' otherwise. */
  @Column({ name: 'aim_id', type: 'varchar', length: 64, default: '' })
  aimId!: string;

  /** The document a PRO or donate payment was started from (the editor's invoice link). */
  @Column({ name: 'doc_id', type: 'integer', nullable: true })
  docId!: number | null;

  @Column({ type: 'integer', default: 1 })
  seats!: number;

  /** The organisation of a team licence. */
  @Column({ type: 'varchar', length: 200, default: '' })
  org!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: PayStatus;

  @Column({ type: 'varchar', length: 16, default: '' })
  operator!: PayOperator | '';

  @Column({ type: 'varchar', length: 16, default: '' })
  method!: PayMethod | '';

  @Column({ name: 'sum_minor', type: 'integer' })
  sumMinor!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: Currency;

  /** The provider's id of this payment once a checkout started. */
  @Column({ name: 'provider_ref', type: 'varchar', length: 100, nullable: true })
  providerRef!: string | null;

  /** Why it was cancelled ('' otherwise). */
  @Column({ type: 'varchar', length: 300, default: '' })
  cause!: string;

  /** What was bought, written in the account's language when the record was made. */
  @Column({ type: 'varchar', length: 300, default: '' })
  text!: string;

  /** The licence's first and last day once paid ('' before). */
  @Column({ name: 'date_start', type: 'varchar', length: 10, default: '' })
  dateStart!: string;

  @Column({ name: 'date_end', type: 'varchar', length: 10, default: '' })
  dateEnd!: string;

  /** ms */
  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  @Column({ name: 'paid_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  paidAt!: number | null;

  /** When the pay page's result modal showed this finished payment (invoce-check-pay-modal). */
  @Column({ name: 'shown_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  shownAt!: number | null;
}
