import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import { newVerifyId } from './verify-id';
import { VerifiableFile } from './verifiable-file.entity';

/** What the public page says of a document. */
export type VerifyStatus = 'valid' | 'revoked' | 'expired';

/** What is copied onto the record when a file is made (shown on the page as issued). */
export interface IssuedFile {
  userId: string;
  readyFileId: number | null;
  issuerName: string;
  docType: string;
  title: string;
  recipient: string;
  expiresAt?: number | null;
  pdfSha256?: string | null;
  jpegSha256?: string | null;
}

/** Revoked wins over expired: the issuer's reason is what a reader must see. */
export function statusOf(file: VerifiableFile, now: number): VerifyStatus {
  if (file.revokedAt !== null) return 'revoked';
  if (file.expiresAt !== null && file.expiresAt <= now) return 'expired';
  return 'valid';
}

/** The records behind /v/{id}: issuing, looking up, revoking and undoing a revocation. */
export class VerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get files() {
    return this.dataSource.getRepository(VerifiableFile);
  }

  /** A new record under a new random ID (a clash of ~50 random bits is retried, never reused). */
  async issue(file: IssuedFile): Promise<VerifiableFile> {
    for (let attempt = 0; ; attempt += 1) {
      const record = this.files.create({
        id: newVerifyId(),
        userId: file.userId,
        readyFileId: file.readyFileId,
        issuerName: file.issuerName.slice(0, 200),
        docType: file.docType.slice(0, 40),
        title: file.title.slice(0, 300),
        recipient: file.recipient.slice(0, 300),
        madeAt: this.clock().getTime(),
        expiresAt: file.expiresAt ?? null,
        revokedAt: null,
        revokeReason: null,
        pdfSha256: file.pdfSha256 ?? null,
        jpegSha256: file.jpegSha256 ?? null,
      });
      try {
        await this.files.insert(record);
        return record;
      } catch (error) {
        if (attempt >= 2 || (await this.files.existsBy({ id: record.id })) === false) throw error;
      }
    }
  }

  /** The record of a well-formed ID, or null. */
  find(id: string): Promise<VerifiableFile | null> {
    return this.files.findOneBy({ id });
  }

  /** Revokes the account's record (a reason is shown to readers); false when it is not theirs. */
  async revoke(userId: string, id: string, reason: string): Promise<boolean> {
    const result = await this.files.update(
      { id, userId },
      { revokedAt: this.clock().getTime(), revokeReason: reason.trim().slice(0, 500) || null },
    );
    return changed(result) === 1;
  }

  /** Undoes a revocation; false when the record is not the account's. */
  async restore(userId: string, id: string): Promise<boolean> {
    const result = await this.files.update({ id, userId }, { revokedAt: null, revokeReason: null });
    return changed(result) === 1;
  }

  /** The record's status now. */
  statusNow(file: VerifiableFile): VerifyStatus {
    return statusOf(file, this.clock().getTime());
  }
}
