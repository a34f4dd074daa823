import { zonedDateTime, zonedDayStart } from '../zoned-time';

describe('days and times on an account clock', () => {
  test('a day in Moscow starts at 21:00 UTC the evening before', () => {
    expect(new Date(zonedDayStart(2026, 12, 1, 'Europe/Moscow')).toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
  });

  test('a day after a clock change starts on the new offset (Berlin, last Sunday of March)', () => {
    expect(new Date(zonedDayStart(2026, 3, 29, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(new Date(zonedDayStart(2026, 3, 30, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  test('an unknown zone is read as UTC', () => {
    expect(zonedDayStart(2026, 1, 15, 'Mars/Olympus')).toBe(Date.UTC(2026, 0, 15));
  });

  test('prints the wall clock of the zone', () => {
    const ms = Date.parse('2026-12-01T20:30:00Z');
    expect(zonedDateTime(ms, 'Asia/Tashkent')).toBe('2026-12-02 01:30');
    expect(zonedDateTime(ms, 'Europe/Kyiv')).toBe('2026-12-01 22:30');
  });
});
