import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { ShareType } from '@gramota/contracts';
import { User } from '../auth';
import { FolderColumns } from '../folders';

/**
 * A folder of the storage (seed 001 §3 'Storage entities': name, parent, share_type): the columns
 * of every folder table, so the folders module's store walks and trashes it like the others,
 * plus its sharing.
 */
@Entity({ name: 'storage_folders' })
@Index('IDX_storage_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_storage_folders_user_trashed_with', ['userId', 'trashedWith'])
export class StorageFolder extends FolderColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_storage_folders_user_id' })
  user?: User;

  /** seed 001 §4 Sharing: who besides the owner may open it. */
  @Column({ name: 'share_type', type: 'varchar', length: 8, default: 'users' })
  shareType!: ShareType;

  /**
   * In the trash: the colleague (with edit rights on the owner's shared item) who moved it there,
   * shown to the owner in the trash; null when the owner did, or while active.
   */
  @Column({ name: 'trashed_by', type: 'varchar', length: 36, nullable: true })
  trashedBy?: string | null;
}
