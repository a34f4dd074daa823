/** Language codes of the product that are not BCP 47 tags (seed 000: 'kz' is Kazakh, 'kk'). */
const LOCALE_OF: Record<string, string> = { kz: 'kk', en: 'en-GB' };

/**
 * Short month names after a day number where the browsers' data does not read well: CLDR gives
 * Belarusian three letters without a dot ('ліс' is "forest"), so the usual school abbreviations.
 */
const MONTHS_OF: Record<string, readonly string[]> = {
  be: [
    'студз.',
    'лют.',
    'сак.',
    'крас.',
    'мая',
    'чэрв.',
    'ліп.',
    'жн.',
    'вер.',
    'кастр.',
    'ліст.',
    'снеж.',
  ],
};

/** German writes the day as an ordinal ('5. Nov. 2026'); Intl puts that dot outside the day part. */
const DAY_SUFFIX: Record<string, string> = { de: '.' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, timezone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timezone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      // A language with its own month table asks Intl for the number and names it itself.
      month: MONTHS_OF[language] ? 'numeric' : 'short',
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
 * e.g. '5 нояб. 2026, 14:03' in Russian and '5 Nov 2026, 14:03' in English; every language keeps
 * that order (Kazakh too, which Intl would start with the year) with its own month. `time` is
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
  const months = MONTHS_OF[language];
  const month = months ? months[Number(parts.month) - 1] : parts.month;
  const day = `${parts.day}${DAY_SUFFIX[language] ?? ''}`;
  return `${day} ${month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterFor(language: string, timezone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timezone ?? ''}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
    const locale = LOCALE_OF[language] ?? language;
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
    } catch {
      formatter = new Intl.DateTimeFormat(locale, options);
    }
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day as the server writes licence and link ends: no time, no zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date without the time, as the interface language writes it: '28 ноября 2027 г.',
 * '28 November 2027', '28. November 2027', and Kazakh in the same day-month-year order
 * ('28 қараша 2027 ж.'). `value` is a calendar day 'YYYY-MM-DD' (shown as that day wherever the
 * reader is), or a moment (ms since the epoch, an ISO 8601 string, a Date) shown as its day in
 * `timezone` (the browser's own when absent). '' and 0 (no date) and an unreadable value give ''.
 *
 * Several languages end the date with an abbreviation's full stop ('г.', 'р.', 'ж.'): a sentence
 * must not put its own '.' right after the date (write the date inside the sentence instead).
 */
export function formatDate(
  value: number | string | Date,
  language: string,
  timezone?: string,
): string {
  if (value === '' || value === 0) return '';
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = value instanceof Date ? value : new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  const formatter = dayFormatterFor(language, day ? 'UTC' : timezone);
  if (language !== 'kz') return formatter.format(date);
  // Intl starts Kazakh with the year ('2027 ж. 28 қараша'); the app writes day, month, year.
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.day} ${parts.month} ${parts.year} ж.`;
}
