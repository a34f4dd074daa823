import { formatDateTime } from './format-date-time';

// 11:03 UTC on 5 November 2026: 14:03 in Moscow, 19:03 in Irkutsk, 06:03 in New York.
const moment = Date.UTC(2026, 10, 5, 11, 3);

describe('formatDateTime', () => {
  it('shows day, Russian short month, year and hh:mm in the given time zone', () => {
    expect(formatDateTime(moment, 'Europe/Moscow', 'ru')).toBe('5 нояб. 2026, 14:03');
    expect(formatDateTime(moment, 'Asia/Irkutsk', 'ru')).toBe('5 нояб. 2026, 19:03');
  });

  it('moves to the previous day when the zone is behind', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 2, 30), 'America/New_York', 'ru')).toBe(
      '31 дек. 2025, 21:30',
    );
  });

  it('writes the month as Russian reads it after a day number', () => {
    expect(formatDateTime(Date.UTC(2026, 4, 9, 9, 0), 'UTC', 'ru')).toBe('9 мая 2026, 09:00');
    expect(formatDateTime(Date.UTC(2026, 8, 1, 0, 5), 'UTC', 'ru')).toBe('1 сент. 2026, 00:05');
  });

  it('uses English month names, same order and 24-hour time, for en', () => {
    expect(formatDateTime(moment, 'Europe/Moscow', 'en')).toBe('5 Nov 2026, 14:03');
    expect(formatDateTime(moment, 'America/New_York', 'en')).toBe('5 Nov 2026, 06:03');
  });

  it('accepts ISO strings and Date objects as well as milliseconds', () => {
    expect(formatDateTime('2026-11-05T11:03:00Z', 'Europe/Moscow', 'ru')).toBe(
      '5 нояб. 2026, 14:03',
    );
    expect(formatDateTime(new Date(moment), 'Europe/Moscow', 'en')).toBe('5 Nov 2026, 14:03');
  });

  it('falls back to local time for an unknown zone and shows nothing for a bad date', () => {
    expect(formatDateTime(moment, 'Mars/Olympus', 'ru')).toMatch(/^5 нояб\. 2026, \d\d:03$/);
    expect(formatDateTime('not a date', 'UTC', 'ru')).toBe('');
  });

  it('writes each interface language’s own short month, in the same day-month-year order', () => {
    const november = (language: string) => formatDateTime(moment, 'Europe/Moscow', language);
    expect(november('uk')).toBe('5 лист. 2026, 14:03');
    expect(november('kz')).toBe('5 қар. 2026, 14:03');
    expect(november('be')).toBe('5 ліст. 2026, 14:03');
    expect(november('de')).toBe('5. Nov. 2026, 14:03');
    expect(november('it')).toBe('5 nov 2026, 14:03');
  });

  it('names every month in Belarusian from its own table, in the time zone’s month', () => {
    const months = Array.from(
      { length: 12 },
      (_, month) => formatDateTime(Date.UTC(2026, month, 15, 12, 0), 'UTC', 'be').split(' ')[1],
    );
    expect(months).toEqual([
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
    ]);
    // 23:30 on 31 December in UTC is already January in Minsk (UTC+3).
    expect(formatDateTime(Date.UTC(2025, 11, 31, 23, 30), 'Europe/Minsk', 'be')).toBe(
      '1 студз. 2026, 02:30',
    );
  });

  it('writes May as each language reads it after a day number', () => {
    const may = (language: string) => formatDateTime(Date.UTC(2026, 4, 9, 9, 0), 'UTC', language);
    expect(may('uk')).toBe('9 трав. 2026, 09:00');
    expect(may('be')).toBe('9 мая 2026, 09:00');
    expect(may('de')).toBe('9. Mai 2026, 09:00');
    expect(may('it')).toBe('9 mag 2026, 09:00');
  });
});
