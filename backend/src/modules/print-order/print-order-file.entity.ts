import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ReadyFile } from '../ready';
import { PrintOrder } from './print-order.entity';

/**
 * A file of a submitted order. Name, file name and pages are copied at submit time, so the
 * order still says what was paid for when the teacher later deletes the made file (the link to it
 * then becomes null).
 */
@Entity({ name: 'print_order_files' })
@Index('IDX_print_order_files_order_id', ['orderId'])
export class PrintOrderFile {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @ManyToOne(() => PrintOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_print_order_files_order_id' })
  order?: PrintOrder;

  @Column({ name: 'ready_file_id', type: 'integer', nullable: true })
  readyFileId!: number | null;

  @ManyToOne(() => ReadyFile, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'ready_file_id',
    foreignKeyConstraintName: 'FK_print_order_files_ready_file_id',
  })
  readyFile?: ReadyFile | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The made file's file name stem (its thumb and JPEG are named after it). */
  @Column({ type: 'varchar', length: 60 })
  filename!: string;

  @Column({ type: 'integer' })
  pages!: number;

  @Column({ type: 'integer' })
  copies!: number;
}
