import type { Permission } from './permissions';

/**
 * Accounts: login, registration, codes, password reset, social sign-in, granted access, licences,
 * profile pages and stamps (seed 000 §3, §4, §6; seed 001 §2 Login/Profile, §4 Login flow, §6, §7).
 *
 * Conventions for every call below:
 * - Every /api call carries X-Requested-With (CSRF_HEADER); the two OAuth browser redirects are the
 *   only exceptions (they are protected by the OAuth `state`).
 * - Secrets (passwords, codes) travel in a POST body (form-urlencoded or JSON), never in the URL,
 *   so they do not end up in logs and browser history. The seeds' GET forms with ?pwd= are not
 *   offered for that reason.
 * - Errors: `{ result: 'error', error_code, error_text, name? }` with HTTP 400 (bad input), 401
 *   (wrong credentials, login_required), 403 (`result: 'forbidden'`, error_code 'forbidden'), 404,
 *   409 (taken), 413 (too large), 429 (rate limited), 503 (mail_failed).
 *   `name` is the form field at fault. Front ends show t(`errors.${error_code}`) and fall back to
 *   error_text.
 */

/** Stable error codes with their English texts (the seeds' wording where the seeds give one). */
export const accountErrors = {
  email_empty: 'Please enter your email address',
  email_invalid: 'Please enter a valid email address',
  email_taken: 'An account with this e-mail already exists. Log in instead.',
  email_already_set: 'This account already has an e-mail address',
  wrong_password: 'Wrong e-mail or password',
  password_too_short: 'The password must be at least 8 characters long',
  password_too_long: 'The password must be at most 128 characters long',
  name_too_long: 'The name must be at most 100 characters long',
  code_wrong: 'Wrong code',
  code_expired: 'The code has expired. Ask for a new one.',
  code_used: 'This code has already been used. Ask for a new one.',
  too_many_attempts: 'Too many attempts. Please try again later.',
  mail_failed: 'We could not send the e-mail. Please try again later.',
  auth_failed: 'Sorry, authorization failed. Please try again or use another method.',
  provider_not_configured: 'This sign-in method is not set up on this server.',
  last_sign_in_method:
    'This is your only way to sign in. Set a password or connect another method first.',
  login_required: 'Log in first',
  image_invalid: 'This file is not an image we can read. Use JPEG, PNG or WebP.',
  image_too_large: 'The image is too large: at most 10 MB, 40 megapixels and 10,000 pixels a side.',
  image_shape_invalid: 'The image is too narrow: one side may be at most 50 times the other.',
  timezone_invalid: 'Unknown time zone',
  access_self: 'You cannot grant access to yourself',
  access_user_not_found: 'No registered user with this e-mail or ID',
  access_permissions_empty: 'Choose at least one permission',
  access_permissions_invalid: 'Unknown permission',
  stamp_kind_invalid: 'Choose a stamp or a signature',
  embed_origins_invalid:
    'List the sites that may show it: addresses like https://school.example, at most 10',
  embed_target_invalid: 'Choose what to embed: a document of yours, or files you made',
  embed_limit: 'Too many embed links: revoke some first',
  embed_link_invalid: 'This embedded view has expired or was switched off by its owner',
  embed_not_allowed: 'This embedded view cannot do that',
  not_found: 'Not found',
  forbidden: 'Forbidden',
} as const;
export type AccountErrorCode = keyof typeof accountErrors;

/** Limits shared by the forms and the server checks. */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  nameMax: 100,
  /** One-time codes: 6 digits, valid 10 minutes, 5 tries. */
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  /**
   * Failed sign-ins (passwords and codes) allowed in a 15-minute window: per account and client
   * address pair; per address across accounts and per account across addresses, both only for
   * addresses the account never signed in from (so a stranger cannot lock the owner out).
   */
  failuresPerPair: 10,
  failuresPerIp: 50,
  failuresPerAccount: 100,
  failureWindowMinutes: 15,
  imageMaxBytes: 10 * 1024 * 1024,
  /** 40 MP: an A4 page scanned at 600 dpi (4960 × 7016 = 34.8 MP) still fits. */
  imageMaxPixels: 40_000_000,
  /** Longest side, px: no row of a decode is wider (a 39,000,000 × 1 strip is 39 MP). */
  imageMaxSide: 10_000,
  /** Long side at most this many times the short one (no resize enlarges a sliver). */
  imageMaxAspect: 50,
  userpicSize: 256,
} as const;

/** Account paths. Methods as noted; bodies are form-urlencoded or JSON. */
export const accountPaths = {
  /** GET ?email= → LoginCheckEmailAnswer */
  loginCheckEmail: '/api/login-check-email/',
  /** POST {email, pwd} → LoginSuccessAnswer */
  loginAuth: '/api/login-auth/',
  /** POST {email, pwd, name?} → LoginSuccessAnswer. The current anonymous account becomes this account. */
  loginReg: '/api/login-reg/',
  /** POST {email} → {result:'success'}; e-mails a one-time code (existing accounts only, but answers success either way). */
  loginQuick: '/api/login-quick/',
  /** POST {email, code} → LoginSuccessAnswer */
  loginQuickAuth: '/api/login-quick-auth/',
  /** POST {email} → {result:'success'}; e-mails a reset code. */
  loginNewPwd: '/api/login-new-pwd/',
  /** POST {email, code} → {result:'success'} when the code is valid (does not use it up). */
  loginNewPwdAuth: '/api/login-new-pwd-auth/',
  /** POST {email, code, pwd} → LoginSuccessAnswer; uses the code up, sets the password, logs in. */
  loginNewPwdSetPwd: '/api/login-new-pwd-set-pwd/',
  /** GET → {result:'success'}; ends the session (the next request gets a fresh anonymous account). */
  logout: '/api/logout/',
  /** POST {email} → {result:'success'} | error_text; for a logged-in account without an e-mail. */
  loginSetEmail: '/api/login-set-email/',
  /** GET → LoginProvidersAnswer */
  loginProviders: '/api/login-providers/',
  /**
   * Browser navigation (no CSRF header): GET ?return_to=/app/... → 302 to the provider. The same
   * link signs in (or registers) a visitor and, for a logged-in user, connects the identity.
   * An unknown provider → 302 to /app/login/?oauth_error=provider_not_configured.
   */
  oauthStart: (provider: string) => `/api/oauth/${encodeURIComponent(provider)}/start/`,
  /** Browser navigation from the provider: → 302 to return_to (or /app/login/?oauth_error=auth_failed). */
  oauthCallback: (provider: string) => `/api/oauth/${encodeURIComponent(provider)}/callback/`,
  /** POST {provider} → {result:'success'}; 400 last_sign_in_method when it is the only way in. */
  profileOauthDisconnect: '/api/profile-oauth-disconnect/',
  /** POST {name?, timezone?} → {result:'success'} */
  profileSet: '/api/profile-set/',
  /** POST multipart field `file` → UserpicAnswer (256×256 WebP under /data/userpic/). */
  profileUserpic: '/api/profile-userpic/',
  /** GET → LicencesAnswer */
  profileLicences: '/api/profile-licences/',
  /** GET → StampsAnswer */
  profileStamps: '/api/profile-stamps/',
  /** POST multipart fields `file`, `kind` (stamp|signature), `name`? → StampUploadAnswer */
  profileStampUpload: '/api/profile-stamp-upload/',
  /**
   * GET → the PNG itself (image/png), for the owner or a member switched into the owner with
   * docs_full or workshop_full. An <img> source (documents place stamps by this address), so the
   * CSRF guard lets this read-only GET through without X-Requested-With; only the owner's session
   * gets the picture.
   */
  profileStampFile: (id: string) => `/api/profile-stamp-file/${encodeURIComponent(id)}/`,
  /** POST {id} → {result:'success'} */
  profileStampRemove: '/api/profile-stamp-remove/',
  /** GET → AccessListAnswer — people I gave access to my account. */
  accessList: '/api/access-list/',
  /**
   * POST {user (e-mail or ID), permissions (comma list, or an array in a JSON body)} →
   * AccessGrantAnswer. Granting again to the same person replaces the permissions.
   */
  accessGrant: '/api/access-grant/',
  /** POST {grant_id, permissions} → AccessGrantAnswer */
  accessUpdate: '/api/access-update/',
  /** POST {grant_id} → {result:'success'} */
  accessRevoke: '/api/access-revoke/',
  /**
   * POST {owner_id} → AccessSwitchAnswer — work in that owner's account (is_access 'true'; login-check
   * then answers the owner's user_key). Owner ids are the keys of profile-get's users_access.
   */
  accessSwitch: '/api/access-switch/',
  /** POST → {result:'success'} — back to my own account. */
  accessExit: '/api/access-exit/',
  /** Operator page listing e-mails written to DATA_DIR/outbox (OUTBOX_PAGE; loopback only). */
  outboxPage: '/outbox/',
} as const;

export interface LoginCheckEmailAnswer {
  result: 'success';
  /** 'login' when an account with this e-mail exists, else 'reg'. */
  dialog: 'login' | 'reg';
}

export interface LoginSuccessAnswer {
  result: 'success';
  user_key: string;
}

export interface OAuthProviderInfo {
  id: string;
  name: string;
}

/** GET /api/login-providers/ */
export interface LoginProvidersAnswer {
  result: 'success';
  providers: OAuthProviderInfo[];
  /**
   * True when e-mails (with the codes) are written to the server's outbox and the /outbox/ page is
   * on (by default: no SMTP_URL, no TRUST_PROXY), readable there on the server machine itself.
   */
  outbox: boolean;
}

/** The query parameter of /app/login/ after a failed social sign-in: 'auth_failed' | 'provider_not_configured'. */
export const OAUTH_ERROR_PARAM = 'oauth_error';

/** POST /api/profile-userpic/ */
export interface UserpicAnswer {
  result: 'success';
  /** URL of the new userpic (also profile-get's `userpic`). */
  userpic: string;
}

/** Licence kinds granted by the operator command (and later by payments). */
export const LICENCE_KINDS = ['template', 'all-templates', 'workshop', 'school'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export interface LicenceInfo {
  id: string;
  kind: LicenceKind;
  /** Template id 'lng:id:index' for kind 'template'. */
  template_id: string | null;
  /** First day, 'YYYY-MM-DD' (UTC calendar day). */
  date_start: string;
  /** Last day included, 'YYYY-MM-DD' (UTC calendar day). */
  date_end: string;
  active: boolean;
}

/** GET /api/profile-licences/ — newest end date first. */
export interface LicencesAnswer {
  result: 'success';
  licences: LicenceInfo[];
}

export const STAMP_KINDS = ['stamp', 'signature'] as const;
export type StampKind = (typeof STAMP_KINDS)[number];

export interface StampInfo {
  id: string;
  kind: StampKind;
  name: string;
  /** accountPaths.profileStampFile(id): PNG with transparency, served only to its owner. */
  url: string;
  width: number;
  height: number;
}

/** GET /api/profile-stamps/ — oldest first. */
export interface StampsAnswer {
  result: 'success';
  stamps: StampInfo[];
}

/** POST /api/profile-stamp-upload/ */
export interface StampUploadAnswer {
  result: 'success';
  stamp: StampInfo;
}

export interface AccessGrantInfo {
  id: string;
  member_id: string;
  member_name: string;
  member_email: string;
  permissions: Permission[];
  /** ISO 8601 timestamp. */
  created: string;
}

/** GET /api/access-list/ — oldest first. */
export interface AccessListAnswer {
  result: 'success';
  grants: AccessGrantInfo[];
}

/** POST /api/access-grant/, /api/access-update/ */
export interface AccessGrantAnswer {
  result: 'success';
  grant: AccessGrantInfo;
}

/** POST /api/access-switch/ */
export interface AccessSwitchAnswer {
  result: 'success';
  /** Where the member lands in the owner's account: accessLandingPage(permissions). */
  landing: string;
}
