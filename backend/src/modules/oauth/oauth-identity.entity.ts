import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/** A sign-in connection: this account signs in with `subject` at `provider` (OpenID Connect). */
@Entity({ name: 'oauth_identities' })
@Index('UQ_oauth_identities_provider_subject', ['provider', 'subject'], { unique: true })
@Index('IDX_oauth_identities_user_id', ['userId'])
export class OAuthIdentity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_oauth_identities_user_id' })
  user?: User;

  /** The provider id from OIDC_PROVIDERS. */
  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  /** The provider's `sub` claim. */
  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  /** The e-mail the provider reported at connection time (for the profile page). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
