import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../auth';
import { FolderColumns } from '../folders';

/**
 * A Drive folder (seed 000 §2 Drive folder/{id}, §3 Folder): the columns of every folder table,
 * so the folders module's store walks and trashes it (drive-folder-store.ts). drive-create's
 * folder_id names one of these (an active one).
 */
@Entity({ name: 'drive_folders' })
@Index('IDX_drive_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_drive_folders_user_trashed_with', ['userId', 'trashedWith'])
export class DriveFolder extends FolderColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_drive_folders_user_id' })
  user?: User;
}
