import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * An account's drive: the public key its group addresses carry (/app/drive/folder/{key}/{id}/,
 * an unguessable part beside the session check) and its mail settings (who the run's messages say
 * they are from, where replies go). Made on first use.
 */
@Entity({ name: 'drive_accounts' })
@Index('IDX_drive_accounts_drive_key', ['driveKey'], { unique: true })
export class DriveAccount {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_drive_accounts_user_id' })
  user?: User;

  @Column({ name: 'drive_key', type: 'varchar', length: 32 })
  driveKey!: string;

  /** '' for the product's own name. */
  @Column({ name: 'sender_name', type: 'varchar', length: 100, default: '' })
  senderName!: string;

  /** '' for none. */
  @Column({ name: 'reply_to', type: 'varchar', length: 254, default: '' })
  replyTo!: string;
}
