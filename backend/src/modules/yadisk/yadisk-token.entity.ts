import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * The person's access to their cloud disk (seed 001 §4 Cloud disk): the OAuth token the disk app
 * was granted. Only the server uses it; no answer ever carries it. Deleting the account deletes it.
 */
@Entity({ name: 'yadisk_tokens' })
export class YadiskToken {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_yadisk_tokens_user_id' })
  user?: User;

  @Column({ name: 'access_token', type: 'varchar', length: 1000 })
  accessToken!: string;

  /** ms: when the provider said the token stops working; null when it did not say. */
  @Column({ name: 'expires_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  expiresAt!: number | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}
