import type { NewFile, VerifyMarkChoice } from '../verification';
import type { CreatorJob } from './creator-job.entity';

/** A new file of a document, as the verification module needs it to reserve an ID. */
export type VerifiableJob = NewFile;

/** What the creator asks of the verification module (its VerifyIssuer). */
export interface CreatorVerification {
  /** The mark the file prints, its ID reserved; null when verification is off for it. */
  reserveFor(file: VerifiableJob): Promise<VerifyMarkChoice | null>;
}

/** A job's verify_* columns for a reserved mark (or none). */
export function verifyColumns(
  mark: VerifyMarkChoice | null,
): Pick<CreatorJob, 'verifyId' | 'verifyPlace' | 'verifyQr'> {
  return {
    verifyId: mark?.id ?? null,
    verifyPlace: mark?.place ?? null,
    verifyQr: mark?.qr ?? false,
  };
}
