import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * Granted access (seed 000 §3/§4, seed 001 §6): `owner` lets `member` work in the owner's account
 * with these permissions (a comma list of PERMISSIONS, in their canonical order).
 */
@Entity({ name: 'access_grants' })
@Index('UQ_access_grants_owner_id_member_id', ['ownerId', 'memberId'], { unique: true })
@Index('IDX_access_grants_member_id', ['memberId'])
export class AccessGrant {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'owner_id', type: 'varchar', length: 36 })
  ownerId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_access_grants_owner_id' })
  owner?: User;

  @Column({ name: 'member_id', type: 'varchar', length: 36 })
  memberId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_access_grants_member_id' })
  member?: User;

  @Column({ type: 'varchar', length: 200 })
  permissions!: string;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
