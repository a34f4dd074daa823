import type { StampKind, StampPlacement } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * A stamp or signature image for documents (a school's seal): a PNG under DATA_DIR/private/stamps/,
 * never public, served only to its owner (and members switched into the owner).
 */
@Entity({ name: 'stamps' })
@Index('IDX_stamps_user_id', ['userId'])
export class Stamp {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_stamps_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  kind!: StampKind;

  @Column({ type: 'varchar', length: 100, default: '' })
  name!: string;

  /** File name under DATA_DIR/private/stamps/. */
  @Column({ type: 'varchar', length: 100 })
  file!: string;

  /**
   * Who may place it (issue 37, the vault): `all` working in the account on documents, or
   * `chosen` — the owner and the members in stamp_chosen. Signatures start `chosen`.
   */
  @Column({ type: 'varchar', length: 10, default: 'all' })
  placement!: StampPlacement;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
