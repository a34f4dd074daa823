import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { ReadyFile } from '../ready';
import { ParentLinkSet } from './parent-link-set.entity';

/**
 * One pupil's link (issue 37): its code (128 random bits, the share-to-phone page's
 * /app/s/{code}/) opens that pupil's made file only, while its set works. Deleting the file for
 * good deletes its link.
 */
@Entity({ name: 'parent_links' })
@Index('IDX_parent_links_set', ['setId', 'position'])
export class ParentLink {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code!: string;

  @Column({ name: 'set_id', type: 'varchar', length: 36 })
  setId!: string;

  @ManyToOne(() => ParentLinkSet, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'set_id', foreignKeyConstraintName: 'FK_parent_links_set_id' })
  set?: ParentLinkSet;

  @Column({ name: 'ready_file_id', type: 'integer' })
  readyFileId!: number;

  @ManyToOne(() => ReadyFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ready_file_id', foreignKeyConstraintName: 'FK_parent_links_ready_file_id' })
  readyFile?: ReadyFile;

  /** Its place on the sheet: the run's table order. */
  @Column({ type: 'integer' })
  position!: number;

  /** The pupil's name as the sheet and the CSV show it (the file's name when the set was made). */
  @Column({ type: 'varchar', length: 200 })
  pupil!: string;

  /**
   * When opening this link after it stopped working was last written to the log: once a day at
   * most, so a parent trying again and again does not flood the school's log.
   */
  @Column({
    name: 'refused_logged_at',
    type: 'bigint',
    nullable: true,
    transformer: epochMilliseconds,
  })
  refusedLoggedAt!: number | null;
}
