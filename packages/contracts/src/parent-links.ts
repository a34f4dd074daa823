/**
 * Links for parents (issue 37): after a class run, one link per pupil to that pupil's made file
 * only, on the share-to-phone page (/app/s/{code}/). A set of links covers one run; it expires
 * after the days the teacher chose and can be revoked for the whole run. The links come as a
 * printable A4 sheet of cards (the pupil's name and a QR code, cut lines between them) and as a
 * CSV for the school's messenger or e-mail.
 */

/** How long a set of links works, in days, as the dialog offers it. */
export const PARENT_LINK_DAYS = [3, 7, 14, 30, 90] as const;
export type ParentLinkDays = (typeof PARENT_LINK_DAYS)[number];
export const PARENT_LINK_DEFAULT_DAYS: ParentLinkDays = 14;

export const PARENT_LINK_LIMITS = {
  /** Files in one set: a run's view shows at most this many (as the class downloads). */
  files: 30,
  /** Sets one account may make in 24 hours. */
  setsPerDay: 50,
  /** Cards on one A4 sheet: 3 across, 4 down. */
  cardsPerSheet: 12,
} as const;

/** `active` until revoked or expired. */
export const PARENT_LINK_STATES = ['active', 'revoked', 'expired'] as const;
export type ParentLinkState = (typeof PARENT_LINK_STATES)[number];

export interface ParentLinkInfo {
  /** The ready file the link opens. */
  file: string;
  /** The pupil (the file's name). */
  pupil: string;
  /** The share-to-phone page's full address. */
  url: string;
}

export interface ParentLinkSetInfo {
  id: string;
  state: ParentLinkState;
  /** ISO times. */
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** In the run's table order. */
  links: ParentLinkInfo[];
}

/** GET /api/parent-links/?files=… (the run's newest set, or null) and POST's answer. */
export interface ParentLinkSetAnswer {
  result: 'success';
  set: ParentLinkSetInfo | null;
}

const lngQuery = (language?: string) => (language ? `?lng=${encodeURIComponent(language)}` : '');

export const parentLinkPaths = {
  /** GET ?files=1,2,3: the run's newest set; POST {files: '1,2,3', days}: a new set. */
  sets: '/api/parent-links/',
  ofFiles: (files: readonly string[]) => `/api/parent-links/?files=${files.join(',')}`,
  /** The A4 PDF of cards (the pupil's name and QR code), cut lines between them. */
  sheet: (setId: string, language?: string) =>
    `/api/parent-links/${encodeURIComponent(setId)}/sheet/${lngQuery(language)}`,
  /** The links as a CSV (pupil, address, valid until), in the reader's language. */
  csv: (setId: string, language?: string) =>
    `/api/parent-links/${encodeURIComponent(setId)}/csv/${lngQuery(language)}`,
  /** POST: every link of the run stops working at once. */
  revoke: (setId: string) => `/api/parent-links/${encodeURIComponent(setId)}/revoke/`,
} as const;

export const parentLinkErrors = {
  not_found: 'Not found',
  login_required: 'Log in first: links for parents are made from an account',
  files_invalid: `Choose between 1 and ${PARENT_LINK_LIMITS.files} made files`,
  not_one_run: 'Links for parents are made for the files of one class run',
  file_wait: 'Some files are still being made; wait until the run is ready',
  days_invalid: `Choose how long the links work: ${PARENT_LINK_DAYS.join(', ')} days`,
  links_active: 'This run already has links that work. Revoke them first to make new ones',
  already_revoked: 'These links have already been revoked',
  links_inactive: 'These links no longer work; make new ones',
  too_many_sets: `At most ${PARENT_LINK_LIMITS.setsPerDay} sets of links a day; try again tomorrow`,
  render_unavailable: 'The sheet cannot be made right now; try again in a minute',
} as const;
export type ParentLinkErrorCode = keyof typeof parentLinkErrors;
