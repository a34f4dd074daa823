/** Language codes of the product that are not BCP 47 tags (seed 000: 'kz' is Kazakh, 'kk'). */
const LOCALE_OF: Record<string, string> = { kz: 'kk', en: 'en-GB' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, timezone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timezone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    const locale = LOCALE_OF[language] ?? language;
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
    } catch {
      // An unknown zone name from a profile must not break a whole list: show local time.
      formatter = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Seed 000 §9 date display: day, short month, year, hh:mm (24 h) in the user's time zone,
 * e.g. '5 нояб. 2026, 14:03' in Russian and '5 Nov 2026, 14:03' in English. `time` is
 * milliseconds since the epoch, an ISO 8601 string or a Date; an unreadable time gives ''.
 */
export function formatDateTime(
  time: number | string | Date,
  timezone: string | undefined,
  language: string,
): string {
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(language, timezone).formatToParts(date))
    parts[part.type] = part.value;
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
