import { formatDate } from '@gramota/ui';

/**
 * A day as the teacher's language writes it ('1 октября 2025 г.', '1 October 2025'), through the
 * shared kit's formatter (Kazakh and English as everywhere else in the app); '' if unreadable.
 */
export function formatDay(value: string, language: string): string {
  return formatDate(value, language);
}
