import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * The link of an item shared by link (seed 001 §4 Sharing, share type link): its code is the only
 * lock on the address, so it is 128 random bits (ARCHITECTURE §5). It is made when the item's
 * share type becomes link and removed when it stops being link: an old link never works again.
 */
@Entity({ name: 'share_links' })
@Index('IDX_share_links_item', ['area', 'itemType', 'itemId'], { unique: true })
@Index('IDX_share_links_code', ['code'], { unique: true })
@Index('IDX_share_links_owner', ['ownerId'])
export class ShareLink {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  area!: string;

  @Column({ name: 'item_type', type: 'varchar', length: 20 })
  itemType!: string;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ name: 'owner_id', type: 'varchar', length: 36 })
  ownerId!: string;

  /** 22 base64url characters (room for 32). */
  @Column({ type: 'varchar', length: 32 })
  code!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_share_links_owner_id' })
  owner?: User;
}
