import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { TrashColumns } from '../folders';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A document of My documents (seed 000 §3 Doc, seed 001 §3 Document data): what the lists show
 * and what the teacher can change besides the text. The content HTML and the fields live in
 * DocContent, so list queries read narrow rows. The background, the title gallery and the PRO
 * badge stay the template's (read through the templates module). `name_lower` is the name
 * lower-cased in JavaScript for case-insensitive search in any alphabet (SQLite's lower() only
 * folds ASCII). Deleting the account deletes its documents.
 */
@Entity({ name: 'docs' })
@Index('IDX_docs_user_trashed_folder_time', ['userId', 'trashed', 'folderId', 'time'])
@Index('IDX_docs_user_trashed_time', ['userId', 'trashed', 'time'])
@Index('IDX_docs_user_type_time', ['userId', 'type', 'time'])
@Index('IDX_docs_user_favorite', ['userId', 'favorite'])
@Index('IDX_docs_user_trashed_name', ['userId', 'trashed', 'nameLower'])
@Index('IDX_docs_user_trashed_with', ['userId', 'trashedWith'])
// Name search: a GIN pg_trgm index on PostgreSQL, an FTS5 table on SQLite (migration 1764800000000).
@Index('IDX_docs_name_trigram', { synchronize: false })
export class Doc extends TrashColumns {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_docs_user_id' })
  user?: User;

  /** Parent folder; null at the root. No foreign key: a folder deleted forever may leave a
   * separately trashed item pointing at it, which then restores to the root. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'name_lower', type: 'varchar', length: 200 })
  nameLower!: string;

  /** g, d, c, b, s, p or o. */
  @Column({ type: 'varchar', length: 1 })
  type!: string;

  /** 'lng:id:index'. */
  @Column({ name: 'template_id', type: 'varchar', length: 64 })
  templateId!: string;

  @Column({ type: 'varchar', length: 16 })
  format!: string;

  /** The template's PRO flag when the doc was made (lists show it; checks ask the template). */
  @Column({ type: 'boolean', default: false })
  pro!: boolean;

  @Column({ type: 'boolean', default: false })
  favorite!: boolean;

  @Column({ type: 'varchar', length: 100 })
  font!: string;

  /** 'top right bottom left' in px. */
  @Column({ type: 'varchar', length: 64 })
  padding!: string;

  @Column({ name: 'title_index', type: 'integer', default: 0 })
  titleIndex!: number;

  /** 'x|y'. */
  @Column({ name: 'titles_float', type: 'varchar', length: 32, default: '0|0' })
  titlesFloat!: string;

  @Column({ name: 'titles_margin', type: 'varchar', length: 16, default: '' })
  titlesMargin!: string;

  /** Fields mode on (the template has fields). */
  @Column({ name: 'fields_mode', type: 'boolean', default: false })
  fieldsMode!: boolean;

  /** md5 of content + font + padding (doc-hash.ts); the thumbnail URL's cache key builds on it. */
  @Column({ type: 'varchar', length: 32 })
  md5!: string;

  /** ms: created, copied or last edited; the lists' sort key. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  /** ms: last content change. */
  @Column({ name: 'edit_time', type: 'bigint', transformer: epochMilliseconds })
  editTime!: number;
}
