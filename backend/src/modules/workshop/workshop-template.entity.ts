import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DocType, ShareType } from '@gramota/contracts';
import { User } from '../auth';
import { TrashColumns } from '../folders';
import { epochMilliseconds } from '../../shared/db-values';

/** draft: the scene changed since the last page picture; wait: being made; error: it failed. */
export type WorkshopTemplateState = 'draft' | 'ready' | 'wait' | 'error';

/**
 * A template the teacher designed in the workshop (seed 001 §3 Workshop document): its scene (the
 * canvas's JSON model, @gramota/scene), and once generated, the page picture documents made from
 * it draw as their background plus its thumbnail, both under DATA_DIR/public/workshop/ with
 * random names (a name is never reused, so a browser never shows an old picture).
 */
@Entity({ name: 'workshop_templates' })
@Index('IDX_workshop_templates_user_trashed_folder', ['userId', 'trashed', 'folderId'])
@Index('IDX_workshop_templates_user_trashed_with', ['userId', 'trashedWith'])
export class WorkshopTemplate extends TrashColumns {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_workshop_templates_user_id' })
  user?: User;

  /** Folder in My templates (workshop_folders); null at the root. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'name_lower', type: 'varchar', length: 200 })
  nameLower!: string;

  /** a4, a4h, a5 or ni-{w}x{h}. */
  @Column({ type: 'varchar', length: 20 })
  format!: string;

  /** Document type letter of the documents made from it. */
  @Column({ type: 'varchar', length: 1, default: 'g' })
  type!: DocType;

  /** The layout it was made from; 0: an uploaded template. */
  @Column({ name: 'maket_id', type: 'integer', default: 0 })
  maketId!: number;

  /** The scene, JSON text checked by @gramota/scene parseScene before it is stored. */
  @Column({ type: 'text' })
  scene!: string;

  /** 'top right bottom left' px at 800 px width: the padding of documents made from it. */
  @Column({ type: 'varchar', length: 40 })
  margins!: string;

  @Column({ type: 'varchar', length: 8, default: 'draft' })
  state!: WorkshopTemplateState;

  /** The generated page picture's file name in DATA_DIR/public/workshop/; '' until generated. */
  @Column({ name: 'page_file', type: 'varchar', length: 80, default: '' })
  pageFile!: string;

  @Column({ name: 'thumb_file', type: 'varchar', length: 80, default: '' })
  thumbFile!: string;

  /** ms: created or copied (the recent view's order). */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  /** ms: the last change of the scene. */
  @Column({ name: 'last_event_time', type: 'bigint', transformer: epochMilliseconds })
  lastEventTime!: number;

  @Column({ name: 'share_type', type: 'varchar', length: 8, default: 'users' })
  shareType!: ShareType;
}
