import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A made file that can be checked by anyone holding it (issue 35): its printed ID, what the public
 * page at /v/{id} shows (copied when the file was made, so a later edit of the document or the
 * account changes nothing of what was issued), its status and the hashes of the issued files.
 */
@Entity({ name: 'verifiable_files' })
@Index('IDX_verifiable_files_user_made', ['userId', 'madeAt'])
@Index('IDX_verifiable_files_ready_file', ['readyFileId'])
@Index('IDX_verifiable_files_user_mass', ['userId', 'massId'])
@Index('UQ_verifiable_files_user_status', ['userId', 'statusIndex'], { unique: true })
export class VerifiableFile {
  /** The document ID (verify-id.ts): printed on the file, in its QR code's address. */
  @PrimaryColumn({ type: 'varchar', length: 11 })
  id!: string;

  /** The issuing account. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_verifiable_files_user_id' })
  user?: User;

  /**
   * The ready file it was printed on; kept as a number when that file is deleted. Null while the
   * file is being made: the ID is reserved, nothing is issued yet, and the page does not know it.
   */
  @Column({ name: 'ready_file_id', type: 'integer', nullable: true })
  readyFileId!: number | null;

  /** The school or account name the issuer chose to show. */
  @Column({ name: 'issuer_name', type: 'varchar', length: 200 })
  issuerName!: string;

  /** The document type (contracts DocType: diploma, certificate, ...). */
  @Column({ name: 'doc_type', type: 'varchar', length: 40 })
  docType!: string;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  /** The recipient's name as printed. */
  @Column({ type: 'varchar', length: 300 })
  recipient!: string;

  @Column({ name: 'made_at', type: 'bigint', transformer: epochMilliseconds })
  madeAt!: number;

  @Column({ name: 'expires_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  expiresAt!: number | null;

  @Column({ name: 'revoked_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  revokedAt!: number | null;

  /** The reason the issuer gave, shown on the page. */
  @Column({ name: 'revoke_reason', type: 'varchar', length: 500, nullable: true })
  revokeReason!: string | null;

  /** SHA-256 (hex) of the issued PDF and JPEG: "this exact file?". */
  @Column({ name: 'pdf_sha256', type: 'varchar', length: 64, nullable: true })
  pdfSha256!: string | null;

  @Column({ name: 'jpeg_sha256', type: 'varchar', length: 64, nullable: true })
  jpegSha256!: string | null;

  /** The mass run the file was made in (a whole run is revoked at once); null otherwise. */
  @Column({ name: 'mass_id', type: 'varchar', length: 36, nullable: true })
  massId!: string | null;

  /** The record's bit in its issuer's revocation list (Bitstring Status List), from 0. */
  @Column({ name: 'status_index', type: 'integer', nullable: true })
  statusIndex!: number | null;
}
