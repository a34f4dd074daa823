import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PrintOrderStatus } from '@gramota/contracts';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A submitted print order (seed 001 §1): the cart's files moved into it, the delivery details,
 * the sum fixed at submit time, and the prepay-print payment record (data_id) that pays for it.
 * The operator moves it on from paid: printing, sent, done (or cancel).
 */
@Entity({ name: 'print_orders' })
@Index('IDX_print_orders_user_id', ['userId'])
export class PrintOrder {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_print_orders_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  status!: PrintOrderStatus;

  @Column({ name: 'delivery_name', type: 'varchar', length: 200 })
  deliveryName!: string;

  /** Digits only. */
  @Column({ name: 'delivery_phone', type: 'varchar', length: 15 })
  deliveryPhone!: string;

  @Column({ name: 'delivery_city', type: 'varchar', length: 100 })
  deliveryCity!: string;

  @Column({ name: 'delivery_address', type: 'varchar', length: 500 })
  deliveryAddress!: string;

  @Column({ name: 'delivery_postcode', type: 'varchar', length: 12 })
  deliveryPostcode!: string;

  @Column({ name: 'delivery_comment', type: 'text' })
  deliveryComment!: string;

  /** Integer minor units of `currency`, computed on the server at submit time. */
  @Column({ name: 'sum_minor', type: 'integer' })
  sumMinor!: number;

  @Column({ type: 'varchar', length: 8 })
  currency!: string;

  /** The prepay-print payment record's public id; '' until it is made. */
  @Column({ name: 'data_id', type: 'varchar', length: 64, default: '' })
  dataId!: string;

  /** ms */
  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  /** ms: the last status change. */
  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMilliseconds })
  updatedAt!: number;
}
