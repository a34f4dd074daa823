import type { VerifyFileRow, VerifyStatus } from '@gramota/contracts';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { changed } from '../../shared/db-values';
import { newVerifyId } from './verify-id';
import { VerifiableFile } from './verifiable-file.entity';

export type { VerifyStatus } from '@gramota/contracts';

/** What is copied onto the record when a file's ID is reserved (shown on the page as issued). */
export interface ReservedFile {
  userId: string;
  issuerName: string;
  docType: string;
  title: string;
  recipient: string;
  massId?: string | null;
  expiresAt?: number | null;
}

/** A record issued at once (tests, imports): reserved and filed in one step. */
export interface IssuedFile extends ReservedFile {
  readyFileId: number | null;
  pdfSha256?: string | null;
  jpegSha256?: string | null;
}

/** The made file's facts, filed when its render is stored. */
export interface FiledFile {
  readyFileId: number;
  madeAt: number;
  pdfSha256: string;
  jpegSha256: string;
}

/** Which of the account's files a list or a change is about. */
export type VerifyTarget = { ids: string[] } | { readyIds: number[] } | { massId: string };

/** Revoked wins over expired: the issuer's reason is what a reader must see. */
export function statusOf(file: VerifiableFile, now: number): VerifyStatus {
  if (file.revokedAt !== null) return 'revoked';
  if (file.expiresAt !== null && file.expiresAt <= now) return 'expired';
  return 'valid';
}

/** Attempts at a fresh ID and status bit before a reservation gives up (a clash is ~2^-50). */
const RESERVE_ATTEMPTS = 5;

/**
 * The records behind /v/{id}: an ID reserved when a job is made (so the render can print it),
 * filed with the made file's hashes, looked up, listed, revoked, restored and given an expiry by
 * the issuing account.
 */
export class VerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get files() {
    return this.dataSource.getRepository(VerifiableFile);
  }

  private now(): number {
    return this.clock().getTime();
  }

  /**
   * A new record under a new random ID and the issuer's next status bit, not yet issued (no
   * ready file: the page does not know it). An ID or a bit taken meanwhile is retried, never
   * shared.
   */
  async reserve(file: ReservedFile): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const last = await this.files
        .createQueryBuilder('file')
        .select('MAX(file.statusIndex)', 'last')
        .where('file.userId = :userId', { userId: file.userId })
        .getRawOne<{ last: number | string | null }>();
      const statusIndex =
        last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
      const record = this.files.create({
        id: newVerifyId(),
        userId: file.userId,
        readyFileId: null,
        issuerName: file.issuerName.slice(0, 200),
        docType: file.docType.slice(0, 40),
        title: file.title.slice(0, 300),
        recipient: file.recipient.slice(0, 300),
        madeAt: this.now(),
        expiresAt: file.expiresAt ?? null,
        revokedAt: null,
        revokeReason: null,
        pdfSha256: null,
        jpegSha256: null,
        massId: file.massId ?? null,
        statusIndex,
      });
      try {
        await this.files.insert(record);
        return record.id;
      } catch (error) {
        if (attempt >= RESERVE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * Files a reserved record with its made file (inside the transaction that stores the ready
   * file): from now on the page shows it.
   */
  async file(id: string, filed: FiledFile, manager?: EntityManager): Promise<void> {
    const repository = (manager ?? this.dataSource.manager).getRepository(VerifiableFile);
    await repository.update({ id }, filed);
  }

  /** Reserve and file in one step (a record for a file made elsewhere; tests). */
  async issue(file: IssuedFile): Promise<VerifiableFile> {
    const id = await this.reserve(file);
    await this.files.update(
      { id },
      {
        readyFileId: file.readyFileId,
        pdfSha256: file.pdfSha256 ?? null,
        jpegSha256: file.jpegSha256 ?? null,
      },
    );
    return this.files.findOneByOrFail({ id });
  }

  /** The issued record of a well-formed ID, or null (also while its file is being made). */
  find(id: string): Promise<VerifiableFile | null> {
    return this.files.findOneBy({ id, readyFileId: Not(IsNull()) });
  }

  private where(userId: string, target: VerifyTarget) {
    const issued = { userId, readyFileId: Not(IsNull()) };
    if ('ids' in target) return { ...issued, id: In(target.ids) };
    if ('readyIds' in target) return { userId, readyFileId: In(target.readyIds) };
    return { ...issued, massId: target.massId };
  }

  /** The account's issued records the target names, as the lists show them. */
  async list(userId: string, target: VerifyTarget): Promise<VerifyFileRow[]> {
    const files = await this.files.find({
      where: this.where(userId, target),
      order: { readyFileId: 'ASC' },
    });
    const now = this.now();
    return files.map((file) => rowOf(file, now));
  }

  /** Revokes the account's records the target names; a reason is shown to readers. */
  revoke(userId: string, target: VerifyTarget, reason: string): Promise<number> {
    return this.change(userId, target, {
      revokedAt: this.now(),
      revokeReason: reason.trim().slice(0, 500) || null,
    });
  }

  /** Undoes a revocation. */
  restore(userId: string, target: VerifyTarget): Promise<number> {
    return this.change(userId, target, { revokedAt: null, revokeReason: null });
  }

  /** Sets (or, with null, clears) the records' expiry date. */
  expire(userId: string, target: VerifyTarget, expiresAt: number | null): Promise<number> {
    return this.change(userId, target, { expiresAt });
  }

  private async change(
    userId: string,
    target: VerifyTarget,
    values: Partial<Pick<VerifiableFile, 'revokedAt' | 'revokeReason' | 'expiresAt'>>,
  ): Promise<number> {
    if ('ids' in target && target.ids.length === 0) return 0;
    if ('readyIds' in target && target.readyIds.length === 0) return 0;
    return changed(await this.files.update(this.where(userId, target), values));
  }

  /** The record's status now. */
  statusNow(file: VerifiableFile): VerifyStatus {
    return statusOf(file, this.now());
  }

  /** The issuer's records that are revoked now, by status bit (the Bitstring Status List). */
  async revokedBits(userId: string): Promise<number[]> {
    const rows = await this.files.find({
      select: { statusIndex: true },
      where: { userId, revokedAt: Not(IsNull()), statusIndex: Not(IsNull()) },
    });
    return rows.map((row) => row.statusIndex as number);
  }
}

/** A record as its owner's lists show it. */
export function rowOf(file: VerifiableFile, now: number): VerifyFileRow {
  return {
    id: file.id,
    ready_id: file.readyFileId ?? 0,
    status: statusOf(file, now),
    recipient: file.recipient,
    made_at: file.madeAt,
    revoked_at: file.revokedAt,
    revoke_reason: file.revokeReason,
    expires_at: file.expiresAt,
  };
}
