import type { AlertPriority } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A notice the operator published (seed 000 §3 Alert): for one account (userId) or for everyone
 * (userId null). Title and text are plain text; front ends never read them as HTML.
 */
@Entity({ name: 'alerts' })
@Index('IDX_alerts_user_id', ['userId'])
export class Alert {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_alerts_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'varchar', length: 1 })
  priority!: AlertPriority;

  /** ms: published. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  /** ms: no longer shown from this moment; null shows it until removed. */
  @Column({ name: 'end_time', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  endTime!: number | null;
}
