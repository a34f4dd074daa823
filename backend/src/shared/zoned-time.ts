import type { Language } from '@gramota/contracts';
import { intlLocale } from './intl-locale';

/**
 * Wall-clock days and times in an account's time zone (users.timezone, an IANA name) without a
 * date library: Intl knows the zones; an unknown zone is read as UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      formatter = formatterOf('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `ms` in the zone. */
function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's clock is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a day (year, month 1–12, day) begins in the zone. */
export function zonedDayStart(year: number, month: number, day: number, timeZone: string): number {
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // Once more at the guess: the offset may differ there (a daylight-saving change that night).
  return midnightUtc - offsetAt(guess, timeZone);
}

const two = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DD HH:mm" of `ms` on the zone's clock. */
export function zonedDateTime(ms: number, timeZone: string): string {
  const wall = wallClock(ms, timeZone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}`;
}

/** The day of `ms` in the zone, in words in the reader's language ("15 декабря 2026 г."). */
export function zonedDayInWords(ms: number, timeZone: string, language: Language): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  try {
    return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(
      ms,
    );
  }
}
