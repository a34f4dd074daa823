import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../docs';

/**
 * A folder of Ready files (seed 000 §2 Ready folder/{id}, §3 Folder): the columns of a My
 * documents folder, so the docs module's folder store walks and trashes both alike.
 */
@Entity({ name: 'ready_folders' })
@Index('IDX_ready_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_ready_folders_user_trashed_name', ['userId', 'trashed', 'nameLower'])
@Index('IDX_ready_folders_user_trashed_with', ['userId', 'trashedWith'])
export class ReadyFolder {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_ready_folders_user_id' })
  user?: User;

  /** Parent folder; null at the root. */
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_lower', type: 'varchar', length: 100 })
  nameLower!: string;

  /** Kept for the folder shape; Ready files have no favourites view. */
  @Column({ type: 'boolean', default: false })
  favorite!: boolean;

  /** ms: created or renamed. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @Column({ type: 'boolean', default: false })
  trashed!: boolean;

  @Column({ name: 'trashed_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  trashedAt!: number | null;

  /** The trashed folder it went to the trash with; null when trashed on its own or active. */
  @Column({ name: 'trashed_with', type: 'integer', nullable: true })
  trashedWith!: number | null;
}
