import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EmbedScope } from '@gramota/contracts';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A link that shows one area of an owner's account inside a frame on other sites. Only the
 * SHA-256 of its token is stored; deleting the account deletes its links.
 */
@Entity({ name: 'embed_links' })
@Index('UQ_embed_links_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_embed_links_user_id', ['userId'])
export class EmbedLink {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_embed_links_user_id' })
  user?: User;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 20 })
  scope!: EmbedScope;

  /** The document id (spreadsheet), made file ids `1,2,3` (ready-run), or '' (docs picker). */
  @Column({ type: 'varchar', length: 400, default: '' })
  target!: string;

  /** The sites allowed to frame it, space separated origins. */
  @Column({ type: 'text' })
  origins!: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  @Column({ name: 'expires_at', type: 'bigint', transformer: epochMilliseconds })
  expiresAt!: number;

  /** Set when the owner switches it off; a revoked link opens nothing. */
  @Column({ name: 'revoked_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  revokedAt!: number | null;
}
