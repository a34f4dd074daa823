import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';

/** A team licence bought once for `seats` colleagues of one organisation (product team-12). */
@Entity({ name: 'pay_teams' })
@Index('UQ_pay_teams_uid', ['uid'], { unique: true })
@Index('IDX_pay_teams_owner_id', ['ownerId'])
export class PayTeam {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  uid!: string;

  @Column({ name: 'owner_id', type: 'varchar', length: 36 })
  ownerId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_pay_teams_owner_id' })
  owner?: User;

  @Column({ type: 'varchar', length: 200, default: '' })
  org!: string;

  @Column({ type: 'integer' })
  seats!: number;

  @Column({ name: 'date_end', type: 'varchar', length: 10 })
  dateEnd!: string;

  @Column({ name: 'payment_id', type: 'integer' })
  paymentId!: number;
}

/** A colleague who took a seat (the buyer is the first). */
@Entity({ name: 'pay_team_members' })
@Index('UQ_pay_team_members_team_user', ['teamId', 'userId'], { unique: true })
@Index('IDX_pay_team_members_user_id', ['userId'])
export class PayTeamMember {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @ManyToOne(() => PayTeam, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'FK_pay_team_members_team_id' })
  team?: PayTeam;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_pay_team_members_user_id' })
  user?: User;

  /** ms */
  @Column({ name: 'joined_at', type: 'bigint', transformer: epochMilliseconds })
  joinedAt!: number;
}

/** A one-time connect link of a team (appPaths.payConnect(uid)). */
@Entity({ name: 'pay_team_invites' })
@Index('UQ_pay_team_invites_uid', ['uid'], { unique: true })
@Index('IDX_pay_team_invites_team_id', ['teamId'])
export class PayTeamInvite {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  uid!: string;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @ManyToOne(() => PayTeam, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'FK_pay_team_invites_team_id' })
  team?: PayTeam;

  @Column({ name: 'used_by', type: 'varchar', length: 36, nullable: true })
  usedBy!: string | null;

  /** ms */
  @Column({ name: 'used_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  usedAt!: number | null;
}
