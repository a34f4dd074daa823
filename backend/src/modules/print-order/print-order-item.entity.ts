import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';
import { ReadyFile } from '../ready';

/**
 * A made file in the account's print order (seed 001 §7 print-order-add-file), waiting to be paid
 * for and printed on the print page. A file is in the order once (unique per account and file);
 * deleting the file or the account takes it out.
 */
@Entity({ name: 'print_order_items' })
@Index('UQ_print_order_items_user_ready_file', ['userId', 'readyFileId'], { unique: true })
export class PrintOrderItem {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_print_order_items_user_id' })
  user?: User;

  @Column({ name: 'ready_file_id', type: 'integer' })
  readyFileId!: number;

  @ManyToOne(() => ReadyFile, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'ready_file_id',
    foreignKeyConstraintName: 'FK_print_order_items_ready_file_id',
  })
  readyFile?: ReadyFile;

  /** How many printed copies of the file (1..PRINT_LIMITS.copiesMax). */
  @Column({ type: 'integer', default: 1 })
  copies!: number;

  /** ms: when it was put into the order. */
  @Column({ name: 'added_at', type: 'bigint', transformer: epochMilliseconds })
  addedAt!: number;
}
