import { Column } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * The trash columns of every table the folder store walks: the folder tables (FolderColumns) and
 * the item tables (My documents' docs, Ready files' ready_files). Each entity names them in its
 * own indexes.
 */
export abstract class TrashColumns {
  @Column({ type: 'boolean', default: false })
  trashed!: boolean;

  /** ms: when it went to the trash; null while active. */
  @Column({ name: 'trashed_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  trashedAt!: number | null;

  /** The trashed folder it went to the trash with (shown through that folder); null when it was
   * trashed on its own (the trash shows it) or is active. */
  @Column({ name: 'trashed_with', type: 'integer', nullable: true })
  trashedWith!: number | null;
}
