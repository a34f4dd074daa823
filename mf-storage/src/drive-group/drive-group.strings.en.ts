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
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Not sent: your account has sent as many messages today as it may. Send the rest tomorrow.',
    installation_day_limit:
      'Not sent: this server has sent as many messages today as it may. Please try again tomorrow.',
    unsubscribed: 'Not sent: this address unsubscribed from your messages.',
    unverified: 'Not sent: confirm your e-mail address first.',
  },
  open: 'Open',
  pdf: 'PDF',
};
