import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Session } from '../auth';

/**
 * One sign-in round trip in progress: PKCE verifier, nonce and where to go afterwards, bound to
 * the browser session that started it. Kept in the database (any instance may get the callback),
 * used once, short-lived.
 */
@Entity({ name: 'oauth_states' })
@Index('IDX_oauth_states_session_id', ['sessionId'])
export class OAuthState {
  /** SHA-256 (hex) of the `state` parameter. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ name: 'session_id', type: 'varchar', length: 64 })
  sessionId!: string;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'FK_oauth_states_session_id' })
  session?: Session;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ name: 'code_verifier', type: 'varchar', length: 128 })
  codeVerifier!: string;

  @Column({ type: 'varchar', length: 128 })
  nonce!: string;

  @Column({ name: 'return_to', type: 'varchar', length: 500 })
  returnTo!: string;

  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;
}
