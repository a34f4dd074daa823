import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../auth';
import { FolderColumns } from '../folders';

/**
 * A folder of Ready files (seed 000 §2 Ready folder/{id}, §3 Folder): the columns of a My
 * documents folder, so the folders module's folder store walks and trashes both alike.
 */
@Entity({ name: 'ready_folders' })
@Index('IDX_ready_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_ready_folders_user_trashed_name', ['userId', 'trashed', 'nameLower'])
@Index('IDX_ready_folders_user_trashed_with', ['userId', 'trashedWith'])
export class ReadyFolder extends FolderColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_ready_folders_user_id' })
  user?: User;
}
