import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { TrashColumns } from '../folders';
import { epochMilliseconds } from '../../shared/db-values';

/** Who a storage document is shared with (seed 001 §4 Sharing). */
export const STORAGE_SHARE_TYPES = ['users', 'link', 'others'] as const;
export type StorageShareType = (typeof STORAGE_SHARE_TYPES)[number];

/** made: copied from a ready file; upload: a file the teacher uploaded (StorageDocument.source). */
export type StorageDocumentSource = 'made' | 'upload';

/**
 * A document in the storage (seed 001 §3 'Storage entities': file, thum, time, type, folder,
 * name, share_type). Its files are its own copies under DATA_DIR/public/storage/ (random names,
 * so the URLs cannot be guessed; served to the owner's sessions only, see the private-files
 * module), made from a ready file: deleting the ready file keeps them.
 * Deleting the account deletes the rows. Storage folders (storage_folders) and the trash are the
 * folders module's.
 */
@Entity({ name: 'storage_documents' })
@Index('IDX_storage_documents_user_folder_time', ['userId', 'folderId', 'time'])
@Index('IDX_storage_documents_user_ready_file', ['userId', 'readyFileId'])
@Index('IDX_storage_documents_user_trashed_folder', ['userId', 'trashed', 'folderId'])
@Index('IDX_storage_documents_user_trashed_with', ['userId', 'trashedWith'])
@Index('IDX_storage_documents_user_trashed_name', ['userId', 'trashed', 'nameLower'])
// Name search: a GIN pg_trgm index on PostgreSQL, an FTS5 table on SQLite (migration
// 1767500000000).
@Index('IDX_storage_documents_name_trigram', { synchronize: false })
export class StorageDocument extends TrashColumns {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_storage_documents_user_id' })
  user?: User;

  /** Storage folder (storage_folders); null at the root. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The name lower-cased by JavaScript (storageName()): what a search matches with LIKE. */
  @Column({ name: 'name_lower', type: 'varchar', length: 200, default: '' })
  nameLower!: string;

  /** The page format (a4, a5, ...) of a made file, an upload's kind (pdf, jpeg, ...): `type`. */
  @Column({ type: 'varchar', length: 16 })
  format!: string;

  @Column({ type: 'varchar', length: 8, default: 'made' })
  source!: StorageDocumentSource;

  /**
   * File names inside DATA_DIR/public/storage/. A made file has all three; an uploaded picture
   * is its own fileName (.jpg, .png or .webp) and has no pdfName (''); an uploaded PDF is the
   * pdfName, with a JPEG of its first page as fileName.
   */
  @Column({ name: 'file_name', type: 'varchar', length: 120 })
  fileName!: string;

  @Column({ name: 'thumb_name', type: 'varchar', length: 120 })
  thumbName!: string;

  @Column({ name: 'pdf_name', type: 'varchar', length: 120 })
  pdfName!: string;

  /** The ready file it was copied from; no foreign key: the copy outlives it. */
  @Column({ name: 'ready_file_id', type: 'integer', nullable: true })
  readyFileId!: number | null;

  @Column({ name: 'share_type', type: 'varchar', length: 8, default: 'users' })
  shareType!: StorageShareType;

  /** ms: when it was added; the list's sort key. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  /**
   * In the trash: the colleague (with edit rights on the owner's shared item) who moved it there,
   * shown to the owner in the trash; null when the owner did, or while active.
   */
  @Column({ name: 'trashed_by', type: 'varchar', length: 36, nullable: true })
  trashedBy?: string | null;
}

/** A document's name and the lower-cased copy a search reads: every writer of a name sets both. */
export const storageName = (name: string) => ({ name, nameLower: name.toLowerCase() });
