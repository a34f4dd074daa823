import type { Translation } from '../i18n/translation';
import type { DriveGroupStrings } from './drive-group.strings';

/** A drive run's group page, German (mirrors drive-group.strings.ts). */
export const driveGroupDe: Translation<DriveGroupStrings> = {
  title: 'Dokumente „{{name}}“',
  created: 'Erstellt: {{time}}',
  mailAfter: 'E-Mails werden frühestens {{time}} versendet',
  notFound: 'Diese Dateigruppe gibt es nicht, oder sie gehört nicht Ihnen.',
  loadFailed: 'Die Dateien konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  columns: { row: 'Nr.', name: 'Datei', state: 'Status', email: 'E-Mail', mail: 'Nachricht' },
  states: { ready: 'Fertig', wait: 'Wird erstellt…', error: 'Fehler' },
  mail: { none: '—', waiting: 'Wartet auf Versand', sent: 'Gesendet', failed: 'Nicht gesendet' },
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Nicht gesendet: Ihr Konto hat heute so viele Nachrichten gesendet, wie es darf. Senden Sie den Rest morgen.',
    installation_day_limit:
      'Nicht gesendet: Dieser Server hat heute so viele Nachrichten gesendet, wie er darf. Bitte versuchen Sie es morgen.',
    unsubscribed: 'Nicht gesendet: Diese Adresse hat sich von Ihren Nachrichten abgemeldet.',
    unverified: 'Nicht gesendet: Bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  },
  open: 'Öffnen',
  pdf: 'PDF',
};
