import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { TrashColumns } from '../folders';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * One drive-create run (seed 001 §7): its files are its rows (DriveGroupFile). The message's
 * subject and body are copied from the mail template when the run starts, so editing the template
 * later does not change messages already on their way. On the Drive screen it is an item in
 * folders with the trash columns of every item table (the folders module's store moves and
 * trashes it); its made files are also Ready files, which the Drive never deletes.
 */
@Entity({ name: 'drive_groups' })
@Index('IDX_drive_groups_user', ['userId'])
@Index('IDX_drive_groups_user_trashed_folder', ['userId', 'trashed', 'folderId'])
@Index('IDX_drive_groups_user_trashed_with', ['userId', 'trashedWith'])
export class DriveGroup extends TrashColumns {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_drive_groups_user_id' })
  user?: User;

  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  /** The run's id for the creator's mass creation (36 characters). */
  @Column({ name: 'mass_id', type: 'varchar', length: 36 })
  massId!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** A drive_folders id; null at the Drive's root. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId!: number | null;

  @Column({ name: 'email_send', type: 'boolean', default: false })
  emailSend!: boolean;

  @Column({ type: 'boolean', default: false })
  yadisk!: boolean;

  @Column({ type: 'boolean', default: false })
  genuine!: boolean;

  @Column({ name: 'mail_subject', type: 'varchar', length: 200, default: '' })
  mailSubject!: string;

  @Column({ name: 'mail_body', type: 'text', default: '' })
  mailBody!: string;

  /** 'ru' or 'en': the language of the default template's words. */
  @Column({ name: 'mail_language', type: 'varchar', length: 2, default: 'ru' })
  mailLanguage!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  /** ms: no message goes before this (the run's time plus its delay). */
  @Column({ name: 'send_after', type: 'bigint', transformer: epochMilliseconds })
  sendAfter!: number;
}
