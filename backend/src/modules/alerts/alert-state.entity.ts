import type { AlertPriority } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { Alert } from './alert.entity';

/** One account's view of one alert: priority 2 already seen (priority '1'), or hidden. */
@Entity({ name: 'alert_states' })
@Index('IDX_alert_states_alert_user', ['alertId', 'userId'], { unique: true })
@Index('IDX_alert_states_user_id', ['userId'])
export class AlertState {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'alert_id', type: 'integer' })
  alertId!: number;

  @ManyToOne(() => Alert, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'alert_id', foreignKeyConstraintName: 'FK_alert_states_alert_id' })
  alert?: Alert;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_alert_states_user_id' })
  user?: User;

  /** The account's own priority, when it differs from the alert's; null = the alert's. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  priority!: AlertPriority | null;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;
}
