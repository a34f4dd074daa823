import { isVerifyPlace, type VerifyPlace } from '@gramota/contracts';
import type { VerifyChoicesService } from './verify-choices.service';
import type { VerificationService } from './verification.service';

/** A new file of a document, about to be queued. */
export interface NewFile {
  userId: string;
  docId: number;
  /** The document type letter. */
  docType: string;
  /** The document's name. */
  title: string;
  /** The name printed on it: the pupil of a mass run's row, else the document's name. */
  recipient: string;
  massId?: string | null;
  /** A mass run's own switch; undefined: the document's choice. */
  runOn?: boolean;
}

/** The mark a job prints: its reserved ID, the corner, and whether with the QR code. */
export interface VerifyMarkChoice {
  id: string;
  place: VerifyPlace;
  qr: boolean;
}

/**
 * What the creator asks when it makes a job (issue 35): if verification is on for the file, an
 * ID is reserved now, so the render prints it and the record is filed with the made file.
 */
export class VerifyIssuer {
  constructor(
    private readonly choices: VerifyChoicesService,
    private readonly records: VerificationService,
  ) {}

  async reserveFor(file: NewFile): Promise<VerifyMarkChoice | null> {
    const { choice, issuerName } = await this.choices.decide(file.userId, file.docId, file.runOn);
    if (!choice.on) return null;
    const id = await this.records.reserve({
      userId: file.userId,
      issuerName,
      docType: file.docType,
      title: file.title,
      recipient: file.recipient,
      massId: file.massId ?? null,
    });
    return {
      id,
      place: isVerifyPlace(choice.place) ? choice.place : 'bottom-right',
      qr: choice.qr,
    };
  }
}
