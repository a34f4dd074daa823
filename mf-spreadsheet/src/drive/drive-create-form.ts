import type { DriveCreateFields, DriveDelayUnit } from '@gramota/contracts';
import type { MassRow } from '../mass/mass-rows';

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

export const defaultDriveCreateChoice = (): DriveCreateChoice => ({
  mailTemplate: '',
  emailSend: true,
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
  const mask = rows.map((row) => ({ values: row.values, email: row.email ?? '' }));
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
