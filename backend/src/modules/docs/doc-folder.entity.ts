import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from './db-values';

/** A folder of My documents (seed 000 §3 Folder). Trash columns work as on Doc. */
@Entity({ name: 'doc_folders' })
@Index('IDX_doc_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_doc_folders_user_favorite', ['userId', 'favorite'])
@Index('IDX_doc_folders_user_trashed_name', ['userId', 'trashed', 'nameLower'])
@Index('IDX_doc_folders_user_trashed_with', ['userId', 'trashedWith'])
export class DocFolder {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_doc_folders_user_id' })
  user?: User;

  /** Parent folder; null at the root. */
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_lower', type: 'varchar', length: 100 })
  nameLower!: string;

  @Column({ type: 'boolean', default: false })
  favorite!: boolean;

  /** ms: created or renamed. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @Column({ type: 'boolean', default: false })
  trashed!: boolean;

  @Column({ name: 'trashed_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  trashedAt!: number | null;

  @Column({ name: 'trashed_with', type: 'integer', nullable: true })
  trashedWith!: number | null;
}
