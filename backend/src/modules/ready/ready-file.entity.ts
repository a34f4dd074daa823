import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { TrashColumns } from '../folders';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A file the creator made from a document (seed 000 §3 Ready file): the JPEG, the WebP thumbnail
 * and the PDF under DATA_DIR/public/doc/{filename}_{id}.*. Its id is the id of the creator job
 * that made it (known before the files are written, so the names never change), and `job_id` is
 * unique: a job resumed after a crash can never leave two files. Deleting the account deletes them.
 */
@Entity({ name: 'ready_files' })
@Index('IDX_ready_files_user_trashed_time', ['userId', 'trashed', 'time'])
@Index('IDX_ready_files_user_trashed_folder', ['userId', 'trashed', 'folderId'])
@Index('IDX_ready_files_user_trashed_with', ['userId', 'trashedWith'])
@Index('UQ_ready_files_job_id', ['jobId'], { unique: true })
@Index('UQ_ready_files_share_mobile_code', ['shareMobileCode'], { unique: true })
export class ReadyFile extends TrashColumns {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_ready_files_user_id' })
  user?: User;

  /** The source doc. No foreign key: the file outlives its doc. */
  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  /** The doc's name when the file was made. */
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Slug of the name: letters, digits, '_', Cyrillic kept, at most 60. */
  @Column({ type: 'varchar', length: 60 })
  filename!: string;

  @Column({ type: 'varchar', length: 16 })
  format!: string;

  /** Made on the free flow. */
  @Column({ type: 'boolean', default: false })
  free!: boolean;

  /** The share-to-phone code (shareMobileCode): 22 base64url characters, room for 32. */
  @Column({ name: 'share_mobile_code', type: 'varchar', length: 32 })
  shareMobileCode!: string;

  /** Folder in the ready list (ready_folders); null at the root. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId!: number | null;

  /** ms: when the file was made; the list's sort key. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @Column({ type: 'integer', default: 1 })
  pages!: number;

  /** The mass run that made the file (its job's mass_id); null for a file of its own. */
  @Column({ name: 'mass_id', type: 'varchar', length: 36, nullable: true })
  massId!: string | null;

  /** Its row in the run's table: a run's files are listed in this order. Null when unknown. */
  @Column({ name: 'mass_row', type: 'integer', nullable: true })
  massRow!: number | null;
}
