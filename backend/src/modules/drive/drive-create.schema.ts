import {
  DEFAULT_MAIL_TEMPLATE_ID,
  DRIVE_DELAY_UNITS,
  DRIVE_LIMITS,
  ROOT_FOLDER,
  SPREADSHEET_LIMITS,
  type DriveDelayUnit,
  type MassRowValues,
  type PupilGender,
} from '@gramota/contracts';
import { z } from 'zod';
import type { Fields } from '../../http/request-fields';
import { isEmail } from '../auth';
import { driveError, rowError, type DriveCreateErrorCode } from './drive-errors';

/** One row of the mask: the values that fill the doc's keys, and where its file is mailed. */
export interface DriveRow {
  values: MassRowValues;
  email: string;
  /** Picks the doc's gender alternatives ('[ученик|ученица]'); null: they stay as written. */
  gender: PupilGender | null;
}

/** drive-create's form, read and checked (everything the doc itself decides comes later). */
export interface DriveCreateForm {
  rows: DriveRow[];
  /** null: the default template. */
  mailTemplateId: number | null;
  yadisk: boolean;
  emailSend: boolean;
  /** ms after the run's start before its messages go. */
  delayMs: number;
  genuine: boolean;
  /** null: the Drive's root. */
  folderId: number | null;
}

const flag = z.enum(['0', '1', '']).optional();
const text = (max: number) => z.string().max(max).optional();
const formSchema = z.object({
  mask: z.string().max(SPREADSHEET_LIMITS.maxMassmaskChars * SPREADSHEET_LIMITS.massRowsMax),
  'mail-template': text(20),
  yadisk: flag,
  email_send: flag,
  email_timeout_value: text(20),
  email_timeout_unit: text(20),
  genuine: flag,
  folder_id: text(20),
});

const rowSchema = z.object({
  values: z.record(z.string(), z.string()),
  email: z.string().optional(),
  // As masscreate's query: 'm' or 'f'; absent (or null, a client's "not known") is none.
  gender: z.unknown().optional(),
});

const readRowGender = (gender: unknown, row: number): PupilGender | null => {
  if (gender === undefined || gender === null) return null;
  if (gender === 'm' || gender === 'f') return gender;
  throw rowError('gender_invalid', row);
};

const ID = /^[1-9]\d{0,9}$/;
const WHOLE = /^\d{1,7}$/;
const UNIT_MINUTES: Record<DriveDelayUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** What a field zod refuses is called (a flag that is not '0' or '1' is just not allowed). */
const FIELD_CODES: Record<string, DriveCreateErrorCode> = {
  mask: 'mask_invalid',
  'mail-template': 'mail_template_invalid',
  email_timeout_value: 'timeout_invalid',
  email_timeout_unit: 'timeout_invalid',
  folder_id: 'folder_invalid',
};

/** The first field zod found fault with, as the form field to mark. */
function fieldOf(issues: readonly z.core.$ZodIssue[]): string {
  const field = issues[0]?.path[0];
  return typeof field === 'string' ? field : 'mask';
}

function readRows(mask: string): DriveRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(mask);
  } catch {
    throw driveError(400, 'mask_invalid', 'mask');
  }
  if (!Array.isArray(parsed)) throw driveError(400, 'mask_invalid', 'mask');
  if (parsed.length === 0) throw driveError(400, 'mask_empty', 'mask');
  if (parsed.length > SPREADSHEET_LIMITS.massRowsMax)
    throw driveError(400, 'mask_too_many', 'mask');
  return parsed.map((raw, index) => {
    const row = rowSchema.safeParse(raw);
    if (!row.success) throw rowError('massmask_invalid', index + 1);
    const { values, email = '' } = row.data;
    const gender = readRowGender(row.data.gender, index + 1);
    if (JSON.stringify(values).length > SPREADSHEET_LIMITS.maxMassmaskChars)
      throw rowError('massmask_invalid', index + 1);
    // PostgreSQL refuses a NUL in text: such a row could not be kept, so it is not read.
    if ([...Object.entries(values).flat(), email].some((text) => text.includes('\u0000')))
      throw rowError('massmask_invalid', index + 1);
    for (const value of Object.values(values))
      if ([...value].length > SPREADSHEET_LIMITS.maxCellChars)
        throw rowError('cell_too_long', index + 1);
    return { values, email: email.trim().toLowerCase(), gender };
  });
}

function readDelay(value: string, unit: string): number {
  const trimmed = value.trim();
  if (trimmed !== '' && !WHOLE.test(trimmed))
    throw driveError(400, 'timeout_invalid', 'email_timeout_value');
  const amount = trimmed === '' ? 0 : Number(trimmed);
  if (!(DRIVE_DELAY_UNITS as readonly string[]).includes(unit)) {
    // No delay needs no unit; a delay does.
    if (amount === 0 && unit === '') return 0;
    throw driveError(400, 'timeout_invalid', 'email_timeout_unit');
  }
  const minutes = amount * UNIT_MINUTES[unit as DriveDelayUnit];
  if (minutes > DRIVE_LIMITS.delayMaxMinutes)
    throw driveError(400, 'timeout_invalid', 'email_timeout_value');
  return minutes * 60_000;
}

function readId(
  value: string | undefined,
  code: 'folder_invalid' | 'mail_template_invalid',
  field: string,
) {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || (field === 'mail-template' && trimmed === DEFAULT_MAIL_TEMPLATE_ID))
    return null;
  if (!ID.test(trimmed)) throw driveError(400, code, field);
  return Number(trimmed);
}

/**
 * folder_id: '' or 'root' for the Drive's top; a Drive folder as drive-get names it ('f3'), or
 * its bare number (what the form sent before the Drive listed its folders).
 */
function readFolderId(value: string | undefined) {
  const trimmed = (value ?? '').trim();
  if (trimmed === ROOT_FOLDER) return null;
  return readId(trimmed.replace(/^f(?=\d)/, ''), 'folder_invalid', 'folder_id');
}

/**
 * Reads drive-create's form (seed 001 §7). Each fault is `{result:'error', name: field,
 * error_text}` naming the form field to mark (seed 001 §5, §8): the mask (its rows, a row's
 * values, a row's address when mail is sent), the delay's value and unit, the template, the folder.
 */
export function readDriveCreateForm(fields: Fields): DriveCreateForm {
  const form = formSchema.safeParse(fields);
  if (!form.success) {
    const field = fieldOf(form.error.issues);
    throw driveError(400, FIELD_CODES[field] ?? 'field_invalid', field);
  }
  const data = form.data;
  const rows = readRows(data.mask);
  const emailSend = data.email_send === '1';
  let delayMs = 0;
  if (emailSend) {
    rows.forEach((row, index) => {
      if (row.email === '') throw rowError('email_missing', index + 1);
      if (row.email.length > DRIVE_LIMITS.emailMax || !isEmail(row.email))
        throw rowError('email_invalid', index + 1);
    });
    delayMs = readDelay(data.email_timeout_value ?? '', data.email_timeout_unit ?? '');
  }
  return {
    rows: rows.map((row) => (emailSend ? row : { ...row, email: '' })),
    mailTemplateId: readId(data['mail-template'], 'mail_template_invalid', 'mail-template'),
    yadisk: data.yadisk === '1',
    emailSend,
    delayMs,
    genuine: data.genuine === '1',
    folderId: readFolderId(data.folder_id),
  };
}
