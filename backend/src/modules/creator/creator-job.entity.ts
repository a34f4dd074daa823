import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * One file to make (seed 001 §3 Creator job), and the row the in-process queue works on: claimed
 * by flipping `queued` to `running` (the UPDATE's row count says who won), finished by `done` in
 * the same transaction that inserts its ready file, or `failed` with the reason. Free jobs wait
 * until `not_before`. Deleting the account deletes its jobs. A row of a mass run (issue 15) keeps
 * the text the table filled (`content`), its run (`mass_id`) and the row's hash (`mass_hash`):
 * unique per account, so a row sent twice is one job.
 */
@Entity({ name: 'creator_jobs' })
@Index('IDX_creator_jobs_status_not_before', ['status', 'notBefore'])
@Index('IDX_creator_jobs_user_doc', ['userId', 'docId'])
@Index('UQ_creator_jobs_user_mass', ['userId', 'massId', 'massHash'], { unique: true })
export class CreatorJob {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_creator_jobs_user_id' })
  user?: User;

  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  /** A CREATOR_TYPES value. */
  @Column({ type: 'varchar', length: 16 })
  type!: string;

  /** The ready file's name (slug of the doc name when the job was made). */
  @Column({ type: 'varchar', length: 60 })
  filename!: string;

  @Column({ type: 'varchar', length: 8, default: 'queued' })
  status!: JobState;

  @Column({ type: 'boolean', default: false })
  free!: boolean;

  /** ms: not rendered before this (the free flow's wait); the creation time for PRO. */
  @Column({ name: 'not_before', type: 'bigint', transformer: epochMilliseconds })
  notBefore!: number;

  /** Failed renders so far. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** The file made (equal to the job id); null until done. */
  @Column({ name: 'ready_file_id', type: 'integer', nullable: true })
  readyFileId!: number | null;

  /** Why it failed, in plain words; null otherwise. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  /**
   * What the render replaced (JSON of contracts RenderNote[]), written with 'done'; null when
   * nothing was.
   */
  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** download_start, download_end or received, as the editor reports it. */
  @Column({ name: 'download_status', type: 'varchar', length: 16, nullable: true })
  downloadStatus!: string | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  @Column({ name: 'started_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  startedAt!: number | null;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  finishedAt!: number | null;

  /**
   * A mass run's row: the doc's HTML filled with the row's values when the row was sent, rendered
   * instead of the doc's text (the file is what the table said at the click). Null otherwise.
   */
  @Column({ type: 'text', nullable: true })
  content!: string | null;

  /** The ready file's name for a mass run's row (the pupil); null: the doc's name. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  title!: string | null;

  /** The mass run (the client's 36-character id); null for other jobs. */
  @Column({ name: 'mass_id', type: 'varchar', length: 36, nullable: true })
  massId!: string | null;

  /** SHA-256 (hex) of the doc id and the row's values: the same row of a run is one job. */
  @Column({ name: 'mass_hash', type: 'varchar', length: 64, nullable: true })
  massHash!: string | null;

  /**
   * The row of the table a run's job came from (masscreate's `row`): the run's files are listed
   * in this order. Null for other jobs and for rows sent without it.
   */
  @Column({ name: 'mass_row', type: 'integer', nullable: true })
  massRow!: number | null;

  /**
   * The document ID the file prints (issue 35), reserved with its verifiable_files record when
   * the job was made; null: the file is not verifiable.
   */
  @Column({ name: 'verify_id', type: 'varchar', length: 11, nullable: true })
  verifyId!: string | null;

  /**
   * The person who asked for the file (a member switched in acts in the owner's account): the
   * audit log names them when the file is made with a stamp (issue 37). Null for older jobs.
   */
  @Column({ name: 'actor_id', type: 'varchar', length: 36, nullable: true })
  actorId?: string | null;

  /** The corner the ID goes to (contracts VerifyPlace); null without an ID. */
  @Column({ name: 'verify_place', type: 'varchar', length: 12, nullable: true })
  verifyPlace!: string | null;

  /** The ID is printed with its QR code. */
  @Column({ name: 'verify_qr', type: 'boolean', default: false })
  verifyQr!: boolean;

  /**
   * The layout the file prints in (issue 36, job-print.ts): JSON of the render's PrintPlan and the
   * copies, the printer's calibration as it was when queued; null: the document's own page.
   */
  @Column({ name: 'print_layout', type: 'text', nullable: true })
  printLayout!: string | null;
}
