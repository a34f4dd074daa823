import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * An account's Ed25519 key for signing its Open Badges credentials (issue 35), made on first use:
 * the public half as a JWK (published at the issuer's profile address), the private half sealed
 * with the server's secret (VERIFY_SIGNING_SECRET, sealed-key.ts), never stored in the clear.
 */
@Entity({ name: 'issuer_keys' })
@Index('UQ_issuer_keys_slug', ['slug'], { unique: true })
export class IssuerKey {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_issuer_keys_user_id' })
  user?: User;

  /**
   * The issuer's public name in addresses (/v/issuer/{slug}): random, so nothing of the account
   * (its id, its e-mail) shows in a credential.
   */
  @Column({ type: 'varchar', length: 20 })
  slug!: string;

  @Column({ name: 'public_jwk', type: 'text' })
  publicJwk!: string;

  @Column({ name: 'private_sealed', type: 'text' })
  privateSealed!: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}
