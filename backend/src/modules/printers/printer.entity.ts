import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';

/**
 * A printer the teacher calibrated for printing onto pre-printed blanks (issue 36): how far its
 * prints land from where they should, measured once on the calibration sheet. Micrometres and
 * millionths keep the typed decimals exact on SQLite and PostgreSQL alike.
 */
@Entity({ name: 'printers' })
@Index('IDX_printers_user', ['userId'])
export class Printer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_printers_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** Positive: the print moves right, micrometres. */
  @Column({ name: 'shift_x_um', type: 'integer', default: 0 })
  shiftXUm!: number;

  /** Positive: the print moves down, micrometres. */
  @Column({ name: 'shift_y_um', type: 'integer', default: 0 })
  shiftYUm!: number;

  /** The print's scale in millionths (1,000,000: true size). */
  @Column({ name: 'scale_ppm', type: 'integer', default: 1_000_000 })
  scalePpm!: number;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}
