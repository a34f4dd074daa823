import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/** A mail template of an account: the subject and body of the messages of a drive run. */
@Entity({ name: 'mail_templates' })
@Index('IDX_mail_templates_user', ['userId'])
export class MailTemplateRow {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mail_templates_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  /** Plain text; placeholders filled as text when a message is made. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;
}
