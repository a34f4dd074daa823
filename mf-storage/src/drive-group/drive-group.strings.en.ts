import type { DriveGroupStrings } from './drive-group.strings';

export const driveGroupEn: DriveGroupStrings = {
  title: 'Documents “{{name}}”',
  created: 'Created {{time}}',
  mailAfter: 'Messages go no earlier than {{time}}',
  notFound: 'There is no such group of files, or it is not yours.',
  loadFailed: 'The files could not be loaded. Please try again.',
  columns: { row: 'No.', name: 'File', state: 'State', email: 'E-mail', mail: 'Message' },
  states: { ready: 'Ready', wait: 'Being made…', error: 'Error' },
  mail: { none: '—', waiting: 'Waiting', sent: 'Sent', failed: 'Not sent' },
  open: 'Open',
  pdf: 'PDF',
};
