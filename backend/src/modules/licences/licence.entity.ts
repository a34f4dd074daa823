import type { LicenceKind } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * A licence (PRO for one template, all templates, the workshop plan, a school account), granted by
 * the operator command now and by payments later. Dates are UTC calendar days 'YYYY-MM-DD', both
 * included: text compares in date order on every database.
 */
@Entity({ name: 'licences' })
@Index('IDX_licences_user_id', ['userId'])
export class Licence {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_licences_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 32 })
  kind!: LicenceKind;

  /** 'lng:id:index' for kind 'template'; null otherwise. */
  @Column({ name: 'template_id', type: 'varchar', length: 64, nullable: true })
  templateId!: string | null;

  @Column({ name: 'date_start', type: 'varchar', length: 10 })
  dateStart!: string;

  @Column({ name: 'date_end', type: 'varchar', length: 10 })
  dateEnd!: string;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;

  /** The payment that bought it (null: granted by the operator or by a team seat). */
  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  paymentId?: number | null;

  /** The team licence whose seat this is: an ordinary all-templates licence otherwise. */
  @Column({ name: 'team_id', type: 'integer', nullable: true })
  teamId?: number | null;
}
