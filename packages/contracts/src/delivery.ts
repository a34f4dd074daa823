import { appPaths } from './app-paths';

/**
 * Delivery of made files (seed 001 §4 Messenger, Cloud disk, §5, §6, §7 Generation and delivery;
 * seed 000 §7 storage-add-files, §8). A file is first made by a creator call (ready.ts); these calls
 * then send it somewhere. `files` lists ready file ids: '12', '12,13', or selection references
 * 'redoc:12,redoc:13' (print-order writes them so); at most 30, all of the caller's account.
 *
 * Common rules: every call needs a session; a file of another account answers like a missing one
 * (404 not_found); a file still being made answers result 'wait' where the call says so.
 */

/**
 * The delivery flow's seed waits (seed 001 §4 Messenger, Cloud disk; §9), read by the editor and
 * by Ready files alike: the messenger's connection is asked every 2 s and the files go 2 s after
 * it; the cloud disk's authorisation popup is watched every 1 s. Waiting for a connection stops
 * after 10 minutes (not in the seeds: the teacher has gone elsewhere by then).
 */
export const DELIVERY_TIMING = {
  telegramPollMs: 2000,
  telegramSendAfterMs: 2000,
  popupWatchMs: 1000,
  connectGiveUpMs: 10 * 60 * 1000,
} as const;

/** GET /api/creator-send-mail/{docId}/{doc}/: the ready file `doc` to the account's e-mail. */
export interface SendMailAnswer {
  /**
   * success: sent. need_login: an anonymous visitor (log in first). need_email: logged in without
   * an e-mail (ask for one, then login-set-email). wait: the file is not made yet (poll the status
   * first). error: the mail server refused, with error_text.
   */
  result: 'success' | 'need_login' | 'need_email' | 'wait' | 'error';
  /** The address the file went to (success). */
  email?: string;
  error_text?: string;
}

/** GET /api/login-set-email/?email= : gives a logged-in account without an e-mail its address. */
export interface LoginSetEmailAnswer {
  result: 'success' | 'error';
  /** Why it was refused, ready to show ('Please enter a valid e-mail address', taken...). */
  error_text?: string;
}

/** GET /api/storage-add-files/?files= : copies ready files into the storage's root (PRO). */
export interface StorageAddAnswer {
  /**
   * success: every file is in the storage. need_login: anonymous. need_pro: any of the files was
   * made on the free flow (free '1'), nothing was added (seed 000 §8 'Storage need-pro modal').
   */
  result: 'success' | 'need_login' | 'need_pro';
  /** Ids of the storage documents made, in the order of `files`. */
  added?: string[];
  error_text?: string;
}

/** GET /api/print-order-add-file/?files=redoc:{doc} : puts files into the account's print order. */
export interface PrintOrderAddAnswer {
  result: 'success';
  /** Files now in the order (all of them, not only these). */
  count: number;
  /** Where the order is completed. */
  location: string;
}

export const TELEGRAM_SEND_STATUSES = ['need-connect', 'send'] as const;

/**
 * GET /api/telegram-send-files/?files= : when the account has a chat with the bot, the files go
 * there (status 'send'); otherwise status 'need-connect' with `code`: the teacher opens `link`
 * (the bot with that code as its start parameter) and the delivery flow polls
 * telegram-status-connect every 2 s (DELIVERY_TIMING), then calls this again (seed 001 §4
 * Messenger). result 'error' with error_text when the bot API refused.
 */
export interface TelegramSendAnswer {
  result: 'success' | 'error';
  status: (typeof TELEGRAM_SEND_STATUSES)[number];
  /** need-connect: the one-time code the bot is started with. */
  code: string;
  /** need-connect: https://t.me/{bot}?start={code} (or the configured equivalent). */
  link: string;
  error_text?: string;
}

/** GET /api/telegram-status-connect/ : has the bot been started with the account's code? */
export interface TelegramConnectAnswer {
  result: 'success';
  connect: 'true' | 'false';
}

/**
 * GET /api/yadisk-send-files/?files= : uploads the files' JPEG and PDF into the app folder of the
 * account's connected disk (status 'send'), or status 'need-connect' with `auth_url` to open in a
 * popup (seed 001 §4 Cloud disk). result 'error' with error_text when the disk refused.
 */
export interface YadiskSendAnswer {
  result: 'success' | 'error';
  status: 'need-connect' | 'send';
  auth_url?: string;
  /** send: the disk paths written. */
  paths?: string[];
  error_text?: string;
}

/** GET /api/yadisk-connect-status/ → connected or not; GET /api/yadisk-disconnect/ → success. */
export interface YadiskConnectStatusAnswer {
  result: 'success';
  connect: 'true' | 'false';
  /**
   * 'false': this server has no disk app (YADISK_CLIENT_ID/SECRET), so nothing can connect. A
   * plain state of the installation, answered 200 so that opening the profile logs no error.
   */
  configured: 'true' | 'false';
}

/**
 * GET /api/yadisk-connect-start/ : the provider's authorisation address for the popup the profile
 * opens to connect the disk (the editor gets it from yadisk-send-files' need-connect). Its state
 * works once, in this browser session. 503 not_configured without a disk app on the server.
 */
export interface YadiskConnectStartAnswer {
  result: 'success';
  auth_url: string;
}

/**
 * The share-to-mobile page (seed 001 §7): anyone with the code sees and downloads the file. The
 * code is the only lock on a public address, so it is unguessable: 22 base64url characters from
 * 16 random bytes (128 bits).
 */
export const SHARE_MOBILE_CODE_PATTERN = /^[A-Za-z0-9_-]{22,32}$/;

/** The made file's kinds a share page hands out. */
export type ShareFileKind = 'jpg' | 'pdf';

const filesQuery = (files: readonly string[]) => `?files=${encodeURIComponent(files.join(','))}`;

export const deliveryPaths = {
  sendMail: (docId: string, doc: string) =>
    `/api/creator-send-mail/${encodeURIComponent(docId)}/${encodeURIComponent(doc)}/`,
  loginSetEmail: (email: string) => `/api/login-set-email/?email=${encodeURIComponent(email)}`,
  storageAddFiles: (files: readonly string[]) => `/api/storage-add-files/${filesQuery(files)}`,
  /** files: ready file ids; written as redoc:{id} references as the seed does. */
  printOrderAddFile: (files: readonly string[]) =>
    `/api/print-order-add-file/${filesQuery(files.map((id) => `redoc:${id}`))}`,
  telegramSendFiles: (files: readonly string[]) => `/api/telegram-send-files/${filesQuery(files)}`,
  telegramStatusConnect: () => '/api/telegram-status-connect/',
  yadiskSendFiles: (files: readonly string[]) => `/api/yadisk-send-files/${filesQuery(files)}`,
  yadiskConnectStatus: () => '/api/yadisk-connect-status/',
  /** The OAuth redirect target (the provider sends the popup here with ?code=&state=). */
  yadiskConnect: () => '/api/yadisk-connect/',
  yadiskDisconnect: () => '/api/yadisk-disconnect/',
  yadiskConnectStart: () => '/api/yadisk-connect-start/',
  /** The page a phone opens (from the QR): the file with a download button. */
  shareMobilePage: (code: string) => `/app/s/${encodeURIComponent(code)}/`,
  /**
   * The shared file itself, through its code (no session needed): inline, or as an attachment
   * with `download`. The made file's own address (/data/doc/...) is its owner's only.
   */
  shareMobileFile: (code: string, kind: ShareFileKind, download = false) =>
    `/app/s/${encodeURIComponent(code)}/file.${kind}${download ? '?download=1' : ''}`,
  /** A QR picture (PNG) of the share page's absolute URL. */
  shareQr: (url: string) => `/data/qr/index.php?data=${encodeURIComponent(url)}`,
  /** Where print orders are completed (the print-order area). */
  printOrder: () => appPaths.payPrint(),
} as const;

/** Error codes of the delivery calls, with their English texts (ru in the areas' i18n). */
export const deliveryErrors = {
  not_found: 'Not found',
  files_invalid: 'List the files by id, separated by commas',
  email_invalid: 'Please enter a valid e-mail address',
  email_taken: 'This e-mail address belongs to another account',
  email_present: 'Your account already has an e-mail address',
  need_login: 'Log in first',
  one_file: 'Only one file can be sent by e-mail',
  send_failed: 'The file could not be sent. Please try again later.',
  rights_not_granted: 'Unfortunately, access rights were not granted!',
  not_configured: 'Sending this way is not set up on this server',
  /** A listed file is still being made (409): poll its status first. */
  file_wait: 'The file is not ready yet. Please try again in a moment.',
  /** creator-send-mail: the account's hourly e-mail allowance is used up (429). */
  too_many_mails: 'Too many e-mails in the last hour. Please try again later.',
  in_trash: 'Recover the file from the trash before sending it',
  /** print-order-add-file: the cart holds at most PRINT_LIMITS.filesMax (200) files. */
  print_order_full: 'The print order holds at most 200 files. Order these first.',
  /** yadisk-send-files: the disk API's upload link is not one of its upload hosts (502). */
  disk_host_refused:
    'The cloud disk gave an upload address outside its own servers, so nothing was sent. Please tell the site administrator.',
} as const;
export type DeliveryErrorCode = keyof typeof deliveryErrors;
