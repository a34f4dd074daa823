import type { DriveCreateFields, DriveDelayUnit } from '@gramota/contracts';
import type { MassRow } from '../mass/row-compose';

/** What the teacher sets in the drive-create modal. */
export interface DriveCreateChoice {
  mailTemplate: string;
  emailSend: boolean;
  delayValue: string;
  delayUnit: DriveDelayUnit;
  folderId: string;
  yadisk: boolean;
  genuine: boolean;
}

/**
 * Mailing starts ticked only when the table has a '%E-mail' column: without one there is no
 * address to send to, and a ticked box would promise mail nobody gets.
 */
export const defaultDriveCreateChoice = (hasEmailColumn: boolean): DriveCreateChoice => ({
  mailTemplate: '',
  emailSend: hasEmailColumn,
  delayValue: '0',
  delayUnit: 'minutes',
  folderId: '',
  yadisk: false,
  genuine: false,
});

/** The form drive-create takes (seed 001 §7): the rows as the mask, the choices as fields. */
export function driveCreateFields(
  rows: readonly MassRow[],
  choice: DriveCreateChoice,
): DriveCreateFields {
  // The values as they print (declined) and the gender the document's words follow.
  const mask = rows.map((row) => ({
    values: row.values,
    email: row.email ?? '',
    ...(row.gender ? { gender: row.gender } : {}),
  }));
  return {
    mask: JSON.stringify(mask),
    'mail-template': choice.mailTemplate,
    yadisk: choice.yadisk ? '1' : '0',
    email_send: choice.emailSend ? '1' : '0',
    email_timeout_value: choice.emailSend ? choice.delayValue.trim() : '',
    email_timeout_unit: choice.emailSend ? choice.delayUnit : '',
    genuine: choice.genuine ? '1' : '0',
    folder_id: choice.folderId.trim(),
  };
}

/**
 * The names a server error can give in the modal: its fields, and 'mask' (the rows), which has no
 * control and is said above the form. Any other name is said above the form too.
 */
export const DRIVE_FORM_FIELDS = [
  'mask',
  'mail-template',
  'email_timeout_value',
  'email_timeout_unit',
  'folder_id',
] as const;
