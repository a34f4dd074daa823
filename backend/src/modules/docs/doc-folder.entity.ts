import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../auth';
import { FolderColumns } from '../folders';

/** A folder of My documents (seed 000 §3 Folder). Trash columns work as on Doc. */
@Entity({ name: 'doc_folders' })
@Index('IDX_doc_folders_user_trashed_parent', ['userId', 'trashed', 'parentId'])
@Index('IDX_doc_folders_user_favorite', ['userId', 'favorite'])
@Index('IDX_doc_folders_user_trashed_name', ['userId', 'trashed', 'nameLower'])
@Index('IDX_doc_folders_user_trashed_with', ['userId', 'trashedWith'])
export class DocFolder extends FolderColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_doc_folders_user_id' })
  user?: User;
}
