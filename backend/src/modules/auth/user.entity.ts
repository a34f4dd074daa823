import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An account. Every visitor gets one on the first visit (anonymous, `login` false); logging in
 * later keeps it, so the documents made before logging in stay with the person.
 * Column types are the ones both SQLite and PostgreSQL understand (see the first migration).
 */
@Entity({ name: 'users' })
@Index('UQ_users_api_key', ['apiKey'], { unique: true })
@Index('UQ_users_email', ['email'], { unique: true })
export class User {
  /** A UUID made in code, so ids never depend on the database's generator. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** Used in list URLs (`/api/docs-get/{userApiKey}/`); never a credential on its own. */
  @Column({ name: 'api_key', type: 'varchar', length: 32 })
  apiKey!: string;

  /** Lower-cased and trimmed; unique among accounts (anonymous ones have none). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /**
   * The address the account has proven it reads (an e-mailed code was entered, or the sign-in
   * provider vouched for it). Equal to `email` when that one is verified; drive mass mail needs it.
   */
  @Column({ name: 'verified_email', type: 'varchar', length: 254, nullable: true })
  verifiedEmail!: string | null;

  /** argon2id hash (PHC string); null for anonymous accounts and social-only sign-ins. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  name!: string;

  /** False for the anonymous account made on the first visit. */
  @Column({ type: 'boolean', default: false })
  login!: boolean;

  /** The settings object (contracts `Settings`) as JSON text: portable across both databases. */
  @Column({ type: 'text', default: '{}' })
  settings!: string;

  @Column({ type: 'varchar', length: 8, default: '' })
  dev!: '' | 'dev';

  @Column({ type: 'varchar', length: 64, default: 'Europe/Moscow' })
  timezone!: string;

  @Column({ type: 'varchar', length: 8, default: 'RUB' })
  currency!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  userpic!: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
