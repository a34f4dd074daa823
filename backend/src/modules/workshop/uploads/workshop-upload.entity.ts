import type { WorkshopUploadKind } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth';
import { epochMilliseconds } from '../../../shared/db-values';

/**
 * A picture an account uploaded into the workshop (seed 001 §7 form uploads), stored as
 * DATA_DIR/public/workshop/{file}: whose it is, and when (the rate bound counts them).
 */
@Entity({ name: 'workshop_uploads' })
@Index('IDX_workshop_uploads_user_time', ['userId', 'time'])
@Index('IDX_workshop_uploads_file', ['file'], { unique: true })
export class WorkshopUpload {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 12 })
  kind!: WorkshopUploadKind;

  /** The stored file's name: 22 random base64url characters and .png or .jpg. */
  @Column({ type: 'varchar', length: 40 })
  file!: string;

  /** Of the stored picture, px. */
  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** ms: uploaded. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_workshop_uploads_user_id' })
  user?: User;
}
