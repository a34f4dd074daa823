/**
 * The school's stamp and signature vault (issue 37): who may place each stamp, requests to place
 * one on a document and their approval, and the account's audit log of everything done with
 * stamps. The account (the school) owns the stamps; its owner sets each one's rule; members
 * (granted access, seed 000 §6) place what the rule lets them and ask for the rest.
 */

/**
 * Who may place a stamp: `all` — everyone working in the account on documents (as before the
 * vault); `chosen` — the account's owner and the members chosen for it.
 */
export const STAMP_PLACEMENTS = ['all', 'chosen'] as const;
export type StampPlacement = (typeof STAMP_PLACEMENTS)[number];

export const STAMP_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type StampRequestStatus = (typeof STAMP_REQUEST_STATUSES)[number];

export const STAMP_REQUEST_DECISIONS = ['approve', 'decline'] as const;
export type StampRequestDecision = (typeof STAMP_REQUEST_DECISIONS)[number];

/**
 * What the audit log records (each with who, when, which stamp, document and file): everything
 * done with stamps, and the links for parents that open a run's files to people outside.
 */
export const AUDIT_ACTIONS = [
  'stamp_uploaded',
  'stamp_deleted',
  'stamp_rule_changed',
  'stamp_placed',
  'stamp_removed',
  'stamp_requested',
  'stamp_request_approved',
  'stamp_request_declined',
  'file_made_with_stamp',
  // Links for parents (issue 37): a set made, a run's links revoked, a gone link opened.
  'parent_links_made',
  'parent_links_revoked',
  'parent_link_refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `refused`: an attempt the server turned down (placing without the permission, say). */
export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const STAMP_VAULT_LIMITS = {
  /** Members chosen for one stamp. */
  chosenMax: 50,
  /** A request's note to the holder. */
  noteMax: 300,
  /** Pending requests one member may have open in an account at once. */
  pendingPerMember: 20,
  /** Log rows on one page of the log. */
  logPage: 100,
  /** Rows in one CSV export (the filters narrow a bigger log). */
  csvRows: 20_000,
  /** How long the log keeps an event, in days (AUDIT_RETENTION_DAYS may say otherwise). */
  retentionDays: 1095,
} as const;

/** One stamp as the vault shows it to the person asking. */
export interface VaultStamp {
  id: string;
  kind: 'stamp' | 'signature';
  name: string;
  placement: StampPlacement;
  /** May the person asking place it on any document of the account. */
  may_place: boolean;
  /** The picture's address: only for those who may see it (may place, or approved for a doc). */
  url?: string;
  /** The owner's view only: the members chosen for a `chosen` stamp. */
  chosen?: string[];
}

/** A member of the account, for the owner's choice of who may place a stamp. */
export interface VaultMember {
  id: string;
  name: string;
  email: string;
}

/** GET /api/stamp-vault/ */
export interface StampVaultAnswer {
  result: 'success';
  /** True for the account's owner: may set the rules and read the log. */
  is_owner: boolean;
  stamps: VaultStamp[];
  /** The owner's view only: the members stamps can be given to. */
  members?: VaultMember[];
}

export interface StampRequestInfo {
  id: string;
  stamp_id: string;
  stamp_name: string;
  stamp_kind: 'stamp' | 'signature';
  doc_id: string;
  doc_name: string;
  requester_id: string;
  requester_name: string;
  note: string;
  status: StampRequestStatus;
  created_at: string;
  decided_at: string | null;
  decided_by_name: string | null;
  /** The document's preview for the one deciding (the doc's thumbnail address). */
  preview_url: string;
}

/** GET /api/stamp-requests/ */
export interface StampRequestsAnswer {
  result: 'success';
  /** Requests the person asking may decide (they may place the stamp), pending first. */
  to_decide: StampRequestInfo[];
  /** The person's own requests in this account. */
  mine: StampRequestInfo[];
}

export interface AuditEventInfo {
  id: string;
  at: string;
  actor_id: string | null;
  actor: string;
  action: AuditAction;
  outcome: AuditOutcome;
  stamp_id: string | null;
  stamp_name: string;
  doc_id: string | null;
  doc_name: string;
  file_id: string | null;
  detail: string;
}

/** GET /api/audit-log/ */
export interface AuditLogAnswer {
  result: 'success';
  events: AuditEventInfo[];
  /** The `before` cursor of the next (older) page, or null on the last page. */
  next: string | null;
  /** Days the log keeps an event on this server (config AUDIT_RETENTION_DAYS). */
  retention_days: number;
}

/** The log's filters, as the page and the CSV take them in the query. */
export interface AuditLogQuery {
  action?: AuditAction | '';
  outcome?: AuditOutcome | '';
  /** A person's id (the actor). */
  actor?: string;
  stamp?: string;
  doc?: string;
  /** Dates (YYYY-MM-DD), both days included. */
  from?: string;
  to?: string;
  /** The cursor of a page (AuditLogAnswer.next). */
  before?: string;
}

const query = (filters: AuditLogQuery = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const stampVaultPaths = {
  vault: '/api/stamp-vault/',
  /** POST {placement, chosen: 'id,id'}: the owner sets who may place a stamp. */
  rule: (stampId: string) => `/api/stamp-vault/${encodeURIComponent(stampId)}/rule/`,
  /** GET the lists; POST {stamp_id, doc_id, note} asks to place a stamp on a document. */
  requests: '/api/stamp-requests/',
  /** POST {decision: approve|decline} by someone who may place the stamp. */
  decide: (requestId: string) => `/api/stamp-requests/${encodeURIComponent(requestId)}/decide/`,
  auditLog: (filters?: AuditLogQuery) => `/api/audit-log/${query(filters)}`,
  auditCsv: (filters?: AuditLogQuery) => `/api/audit-log-csv/${query(filters)}`,
} as const;

export const stampVaultErrors = {
  not_found: 'Not found',
  login_required: 'Log in first',
  stamp_not_allowed:
    'You may not place this stamp. Ask someone who may place it: they can approve it for this document',
  placement_invalid:
    'Choose who may place the stamp: everyone working in the account or chosen people',
  chosen_invalid: 'Only people the account has given access to can be chosen',
  chosen_too_many: `At most ${STAMP_VAULT_LIMITS.chosenMax} people can be chosen for one stamp`,
  note_too_long: `A note is at most ${STAMP_VAULT_LIMITS.noteMax} characters`,
  already_allowed: 'You may already place this stamp',
  already_requested: 'You have already asked for this stamp on this document',
  too_many_requests: `You have ${STAMP_VAULT_LIMITS.pendingPerMember} requests waiting; wait for an answer first`,
  already_decided: 'This request has already been answered',
  decision_invalid: 'Approve or decline',
  not_holder: 'Only someone who may place this stamp can answer the request',
  filter_invalid: 'This filter cannot be read',
} as const;
export type StampVaultErrorCode = keyof typeof stampVaultErrors;
