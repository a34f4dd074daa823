import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A provider notification already applied: (operator, event_id) is unique, so a replayed
 * notification fails to insert and grants nothing a second time.
 */
@Entity({ name: 'payment_events' })
@Index('UQ_payment_events_operator_event', ['operator', 'eventId'], { unique: true })
export class PaymentEvent {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  operator!: string;

  @Column({ name: 'event_id', type: 'varchar', length: 120 })
  eventId!: string;

  @Column({ name: 'data_id', type: 'varchar', length: 40 })
  dataId!: string;

  /** What the service did with it: applied, refused, ignored. */
  @Column({ type: 'varchar', length: 16 })
  outcome!: string;

  /** ms */
  @Column({ name: 'received_at', type: 'bigint', transformer: epochMilliseconds })
  receivedAt!: number;
}
