import type { DocsContextType, DocsFormAction, DocsPathEntry } from './docs';
import { queryString } from './query-string';

/**
 * Drive create (issue 15 "Drive create"; seed 001 §2 Result screens, §5, §7 drive-create, §8;
 * seed 000 §2 Drive): a mass run whose files go into a Drive group, each e-mailed to the address
 * of its row. drive-create's form and answer are in spreadsheet.ts (DriveCreateFields,
 * DriveCreateAnswer); here are the group page's answer, the mail templates and the mail settings.
 */

export const DRIVE_LIMITS = {
  /** The e-mail address of a row (RFC 5321's path limit). */
  emailMax: 254,
  templateNameMax: 100,
  subjectMax: 200,
  bodyMax: 5_000,
  templatesMax: 50,
  senderNameMax: 100,
  /** The longest delay: 365 days, whatever its unit. */
  delayMaxMinutes: 365 * 24 * 60,
  /** How often the server looks for messages whose time has come. */
  mailPollMs: 2_000,
  /** Sending attempts of one message before it is marked failed. */
  mailAttempts: 3,
} as const;

export const DRIVE_DELAY_UNITS = ['minutes', 'hours', 'days'] as const;
export type DriveDelayUnit = (typeof DRIVE_DELAY_UNITS)[number];

/** The mail-template value meaning "the default template" (also the empty string). */
export const DEFAULT_MAIL_TEMPLATE_ID = 'default';

/**
 * Placeholders a template's subject and body may hold, filled as text: {name} the file's name,
 * {email} the address, and any key of the row in braces ({Фамилия Имя}).
 */
export const MAIL_PLACEHOLDERS = ['{name}', '{email}'] as const;

/** One row's e-mail: none asked, waiting for its file or its time, sent, or failed for good. */
export type DriveMailState = 'none' | 'waiting' | 'sent' | 'failed';

/**
 * Why a row's message was not sent although nothing failed (issue 28, finding 5), with the
 * English text the group page shows (areas translate): the account's or the whole server's
 * messages for the day (MAIL_PER_ACCOUNT_DAY, MAIL_PER_INSTALLATION_DAY) were used up, the
 * address unsubscribed from this account's messages, or the account has no confirmed e-mail.
 */
export const DRIVE_MAIL_REFUSALS = {
  account_day_limit:
    'Not sent: your account has sent as many messages today as it may. Send the rest tomorrow.',
  installation_day_limit:
    'Not sent: this server has sent as many messages today as it may. Please try again tomorrow.',
  unsubscribed: 'Not sent: this address unsubscribed from your messages.',
  unverified: 'Not sent: confirm your e-mail address first.',
} as const;
export type DriveMailRefusal = keyof typeof DRIVE_MAIL_REFUSALS;

/** One file of a group (a row of the run). */
export interface DriveGroupFile {
  /** The row's creator job (its ready file has the same id once made). */
  id: string;
  /** 1-based row of the run. */
  row: number;
  name: string;
  /** The file: made, at work, or failed. */
  state: 'ready' | 'wait' | 'error';
  email: string;
  mail_state: DriveMailState;
  /** Why a 'failed' message was refused ('' when it was not: sent, waiting, or a send failed). */
  mail_refusal: DriveMailRefusal | '';
  /** ms; 0 when not sent. */
  sent_at: number;
  /** Links to the made file ('' until made). */
  jpeg: string;
  pdf: string;
  thumb: string;
}

export interface DriveGroupAnswer {
  result: 'success';
  group: {
    group_id: string;
    key: string;
    name: string;
    doc_id: string;
    time: number;
    email_send: '0' | '1';
    /** ms: messages go no earlier than this. */
    send_after: number;
  };
  files: DriveGroupFile[];
}

export interface MailTemplate {
  /** DEFAULT_MAIL_TEMPLATE_ID for the built-in one. */
  id: string;
  name: string;
  subject: string;
  body: string;
}

export interface MailTemplatesAnswer {
  result: 'success';
  /** The default first, then the account's own by name. */
  templates: MailTemplate[];
}

export interface MailTemplateAnswer {
  result: 'success';
  template: MailTemplate;
}

export interface MailTemplateSaveAnswer {
  result: 'success';
  id: string;
}

/**
 * Who the messages say they are from (the name beside the server's MAIL_FROM address), and where
 * replies go: always the account's confirmed login e-mail ('' while it has none), not a setting.
 */
export interface MailSettings {
  sender_name: string;
  reply_to: string;
}

export interface MailSettingsAnswer extends MailSettings {
  result: 'success';
}

export const drivePaths = {
  /** GET → DriveGroupAnswer (owner only; 404 otherwise). */
  group: (key: string, groupId: string) =>
    `/api/drive-group-get/${encodeURIComponent(key)}/${encodeURIComponent(groupId)}/`,
  /** GET → MailTemplatesAnswer. */
  mailTemplates: () => '/api/mail-templates-get/',
  /** GET → MailTemplateAnswer ('default' gives the built-in one in the reader's language). */
  mailTemplate: (id: string) => `/api/mail-template-get/${encodeURIComponent(id)}/`,
  /** POST {id ('' or 'new' adds one), name, subject, body} → MailTemplateSaveAnswer. */
  mailTemplateSave: () => '/api/mail-template-save/',
  /** POST → {result}. */
  mailTemplateRemove: (id: string) => `/api/mail-template-remove/${encodeURIComponent(id)}/`,
  /** GET → MailSettingsAnswer. */
  mailSettings: () => '/api/mail-settings-get/',
  /** POST MailSettings → {result}. */
  mailSettingsSet: () => '/api/mail-settings-set/',
} as const;

/** Error codes of the drive and mail calls, with their English texts (areas translate). */
export const driveErrors = {
  not_found: 'Not found',
  mask_invalid: 'The rows could not be read',
  mask_empty: 'Check at least one row with data',
  mask_too_many: 'At most 30 rows can be created at once',
  email_missing: 'Every row needs an e-mail address in its E-mail column',
  field_invalid: 'This value is not allowed',
  template_name: 'Give the template a name',
  template_subject: 'Give the message a subject',
  template_body: 'Write the message',
  template_too_long: 'The text is too long',
  templates_full: 'You can keep at most 50 mail templates; delete one first',
  template_default: 'The default template cannot be changed or removed',
  sender_name: 'The sender name is too long',
  reply_to: 'Not an e-mail address',
  /** drive-create with e-mail: the account has no confirmed e-mail to answer replies (403). */
  mail_need_verified:
    'To send messages, confirm your e-mail address: log in once with a code sent to it.',
} as const;
export type DriveErrorCode = keyof typeof driveErrors;

/**
 * Drive (seed 000 §2 Drive, §7 form actions): folders and the groups of files mass creation makes
 * (one per drive-create run), with the same folder commands as every file area
 * (/api/drive-{type}-{action}/; groups are 'group' in 'mix' and 'trash' references:
 * 'group:12', 'folder:f3'). A member switched in needs drive_view to see and to change.
 */
export interface DriveGroupItem {
  /** The group's id ('12'), as drivePaths.group's groupId. */
  id: string;
  /** The group page's key (appPaths.driveGroup(key, id)). */
  key: string;
  name: string;
  /** ms: when the run started. */
  time: number;
  /** Parent folder id ('f3'); null at the root. */
  folder: string | null;
  /** Files in the run, and how many are made. */
  count: number;
  ready: number;
  /** A made file's thumbnail ('' until one is made). */
  thum: string;
}

export interface DriveFolderItem {
  id: string;
  name: string;
  parent: string | null;
  time: number;
}

/** GET /api/drive-get/{userKey}/?folder=&trash=&sq= (the same rules as storage-get, no shared). */
export interface DriveGetQuery {
  folder?: string;
  trash?: boolean;
  sq?: string;
  nocache?: boolean;
}

export interface DriveGetAnswer {
  result: 'success';
  folders: Record<string, DriveFolderItem>;
  documents: Record<string, DriveGroupItem>;
  path: DocsPathEntry[];
}

/** Where restore sends the teacher back. */
export const DRIVE_RESTORE_LOCATION = '/app/drive/';

const driveQuery = (query: DriveGetQuery) =>
  queryString({
    folder: query.folder,
    trash: query.trash === undefined ? undefined : String(query.trash),
    sq: query.sq,
    nocache: query.nocache === undefined ? undefined : String(query.nocache),
  });

export const driveListPaths = {
  /** GET → DriveGetAnswer. */
  driveGet: (userKey: string, query: DriveGetQuery = {}) =>
    `/api/drive-get/${encodeURIComponent(userKey)}/${driveQuery(query)}`,
  /** POST: the folders module's form actions; items are 'group'. */
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/drive-${type}-${action}/`,
} as const;
