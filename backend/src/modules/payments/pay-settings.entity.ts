import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * What the payment modal needs (seed 001 §5): the receipt e-mail and the country, plus the
 * school's requisites for bank papers (optional until a bank invoice is made).
 */
@Entity({ name: 'pay_settings' })
export class PaySettings {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_pay_settings_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 254, default: '' })
  email!: string;

  /** ISO 3166 alpha-2. */
  @Column({ type: 'varchar', length: 2, default: '' })
  country!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  org!: string;

  @Column({ type: 'varchar', length: 12, default: '' })
  inn!: string;

  @Column({ type: 'varchar', length: 9, default: '' })
  kpp!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  address!: string;
}
