import type { SharePermission } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * One person an item of an area is shared with (seed 001 §4 Sharing, share type users or link):
 * the workshop's templates and folders now, the storage's later. The item lives in the area's own
 * table; this row only names it (area, item_type, item_id), so sharing knows no area's tables.
 */
@Entity({ name: 'share_entries' })
@Index('IDX_share_entries_item_user', ['area', 'itemType', 'itemId', 'userId'], { unique: true })
@Index('IDX_share_entries_user_area', ['userId', 'area'])
@Index('IDX_share_entries_owner', ['ownerId'])
export class ShareEntry {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  /** 'workshop' (later 'storage'). */
  @Column({ type: 'varchar', length: 20 })
  area!: string;

  /** The area's kind of item: 'wsdoc' or 'folder' in the workshop. */
  @Column({ name: 'item_type', type: 'varchar', length: 20 })
  itemType!: string;

  /** The item's row id in the area's table. */
  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ name: 'owner_id', type: 'varchar', length: 36 })
  ownerId!: string;

  /** The person it is shared with. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 8 })
  permission!: SharePermission;

  /** ms: added. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_share_entries_owner_id' })
  owner?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_share_entries_user_id' })
  user?: User;
}
