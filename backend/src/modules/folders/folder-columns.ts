import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { TrashColumns } from './trash-columns';

/**
 * The columns every folder table has (seed 000 §3 Folder): My documents' doc_folders and Ready
 * files' ready_folders, so the folder store (folder-store.ts) walks and trashes both alike. Each
 * entity adds its owner relation (its own foreign key name) and indexes.
 */
export abstract class FolderColumns extends TrashColumns {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** Parent folder; null at the root. */
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_lower', type: 'varchar', length: 100 })
  nameLower!: string;

  /** Ready files have no favourites view; the column keeps the folder shape one. */
  @Column({ type: 'boolean', default: false })
  favorite!: boolean;

  /** ms: created or renamed. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;
}
