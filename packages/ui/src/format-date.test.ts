import { LANGUAGES } from '@gramota/contracts';
import { formatDate } from './format-date-time';

describe('formatDate', () => {
  test.each([
    ['ru', '28 ноября 2027 г.'],
    ['uk', '28 листопада 2027 р.'],
    ['be', '28 лістапада 2027 г.'],
    ['kz', '28 қараша 2027 ж.'],
    ['en', '28 November 2027'],
    ['de', '28. November 2027'],
    ['it', '28 novembre 2027'],
  ])('writes a licence’s last day as %s reads it', (language, expected) => {
    expect(formatDate('2027-11-28', language)).toBe(expected);
  });

  it('never shows the ISO form to a reader of any interface language', () => {
    for (const language of LANGUAGES) {
      expect(formatDate('2027-11-28', language)).not.toContain('2027-11-28');
      expect(formatDate('2027-11-28', language)).toMatch(/28/);
    }
  });

  it('keeps a calendar day the same day wherever the reader is', () => {
    expect(formatDate('2027-01-01', 'ru', 'America/New_York')).toBe('1 января 2027 г.');
    expect(formatDate('2027-12-31', 'en', 'Asia/Kamchatka')).toBe('31 December 2027');
  });

  it('shows a moment as its day in the reader’s time zone', () => {
    // 22:30 UTC on 31 December 2026 is already 1 January in Moscow.
    const moment = Date.UTC(2026, 11, 31, 22, 30);
    expect(formatDate(moment, 'ru', 'Europe/Moscow')).toBe('1 января 2027 г.');
    expect(formatDate(moment, 'en', 'UTC')).toBe('31 December 2026');
    expect(formatDate(new Date(moment).toISOString(), 'de', 'Europe/Berlin')).toBe(
      '31. Dezember 2026',
    );
    expect(formatDate(new Date(moment), 'it', 'Europe/Rome')).toBe('31 dicembre 2026');
  });

  it('shows nothing for no date or an unreadable one', () => {
    expect(formatDate('', 'ru')).toBe('');
    expect(formatDate(0, 'ru')).toBe('');
    expect(formatDate('soon', 'en')).toBe('');
  });
});
