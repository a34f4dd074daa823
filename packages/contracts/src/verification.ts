/**
 * Verifiable documents (issue 35): where a made file prints its document ID and QR code, and the
 * calls that turn verification on and revoke what was issued. The mark's geometry lives here so
 * the render, the editor's preview and the workshop canvas place it in the same spot.
 */

/** A document ID as printed: groups of four, easier to read aloud and to type. */
export function formatVerifyId(id: string): string {
  return id.replace(/(.{4})(?=.)/g, '$1-');
}

/** The corners the mark can take. */
export const VERIFY_PLACES = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type VerifyPlace = (typeof VERIFY_PLACES)[number];

export function isVerifyPlace(value: unknown): value is VerifyPlace {
  return typeof value === 'string' && (VERIFY_PLACES as readonly string[]).includes(value);
}

/** Whether files get an ID, and how it is printed: a corner, with or without the QR code. */
export interface VerifyChoice {
  on: boolean;
  place: VerifyPlace;
  qr: boolean;
}

export const DEFAULT_VERIFY_CHOICE: VerifyChoice = { on: false, place: 'bottom-right', qr: true };

/** The account's default for new documents, from its settings (verify_*), filled with the default. */
export function accountVerifyChoice(settings: {
  verify_default?: boolean;
  verify_place?: VerifyPlace;
  verify_qr?: boolean;
}): VerifyChoice {
  return {
    on: settings.verify_default ?? DEFAULT_VERIFY_CHOICE.on,
    place: settings.verify_place ?? DEFAULT_VERIFY_CHOICE.place,
    qr: settings.verify_qr ?? DEFAULT_VERIFY_CHOICE.qr,
  };
}

/**
 * The mark's sizes on paper, millimetres: an 18 mm QR code (a 10-character address is a version 2
 * or 3 code, so a module is 0.6 mm or more: phone cameras read that from a printed page at arm's
 * length), 6 mm from the page's edges, the ID in 2.6 mm type under it.
 */
export const VERIFY_MARK_MM = { qr: 18, margin: 6, text: 2.6, gap: 1, idWidth: 30 } as const;

export interface MarkBox {
  /** Left and top of the mark on the page, and its size, millimetres. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the mark sits on a page of `pageMm` (its QR code above the ID's line). */
export function verifyMarkBox(
  choice: Pick<VerifyChoice, 'place' | 'qr'>,
  pageMm: { width: number; height: number },
): MarkBox {
  const { qr, margin, text, gap, idWidth } = VERIFY_MARK_MM;
  const width = choice.qr ? Math.max(qr, idWidth) : idWidth;
  const height = (choice.qr ? qr + gap : 0) + text * 1.3;
  const right = choice.place.endsWith('right');
  const bottom = choice.place.startsWith('bottom');
  return {
    x: right ? pageMm.width - margin - width : margin,
    y: bottom ? pageMm.height - margin - height : margin,
    width,
    height,
  };
}

/** A made file's verification as its owner sees it in the lists. */
export type VerifyStatus = 'valid' | 'revoked' | 'expired';

export interface VerifyFileRow {
  /** The document ID. */
  id: string;
  /** The ready file it was printed on. */
  ready_id: number;
  status: VerifyStatus;
  recipient: string;
  made_at: number;
  revoked_at: number | null;
  revoke_reason: string | null;
  expires_at: number | null;
}

/** GET /api/verify-choice/{docId}/: the document's own choice, or the account's default. */
export interface VerifyChoiceAnswer {
  result: 'success';
  choice: VerifyChoice;
  /** 'doc': the document has its own; 'account': the settings' default applies. */
  source: 'doc' | 'account';
}

/** GET /api/verify-files/?ready_ids=… or ?mass_id=…: the files' statuses. */
export interface VerifyFilesAnswer {
  result: 'success';
  files: VerifyFileRow[];
}

/** POST /api/verify-files/{revoke|restore|expiry}/: how many files changed, and their rows. */
export interface VerifyChangeAnswer {
  result: 'success';
  changed: number;
  files: VerifyFileRow[];
}

/** Longest reason kept for a revocation (shown on the public page). */
export const VERIFY_REASON_MAX = 500;
/** Longest issuer name kept. */
export const VERIFY_ISSUER_MAX = 200;
/** The most files one revoke, restore or expiry call may name. */
export const VERIFY_CHANGE_MAX_IDS = 500;

/** What revoke, restore and expiry do to the named files. */
export const VERIFY_ACTIONS = ['revoke', 'restore', 'expiry'] as const;
export type VerifyAction = (typeof VERIFY_ACTIONS)[number];

/** The account's verification calls (session, docs_full). */
export const verifyApiPaths = {
  /** GET → VerifyChoiceAnswer; POST { on, place, qr } → VerifyChoiceAnswer. */
  choice: (docId: string | number) => `/api/verify-choice/${encodeURIComponent(String(docId))}/`,
  /** GET → VerifyFilesAnswer for ready files or a mass run. */
  files: (of: { readyIds: readonly number[] } | { massId: string }) =>
    'readyIds' in of
      ? `/api/verify-files/?ready_ids=${of.readyIds.join(',')}`
      : `/api/verify-files/?mass_id=${encodeURIComponent(of.massId)}`,
  /**
   * POST { ids | ready_ids | mass_id, reason?, expires_at? } → VerifyChangeAnswer; 404 when none
   * of the named files is the account's.
   */
  change: (action: VerifyAction) => `/api/verify-files/${action}/`,
  /** GET → application/vc+jwt: the file's signed Open Badges 3.0 credential (a download). */
  credential: (id: string) => `/api/verify-credential/${encodeURIComponent(id)}/`,
} as const;
