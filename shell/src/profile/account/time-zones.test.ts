import { timeZoneChoices } from './time-zones';

describe('time zone choices', () => {
  it('lists the IANA zones and keeps the current one first when it is not listed', () => {
    const zones = timeZoneChoices('Europe/Moscow');
    expect(zones).toContain('Europe/Moscow');
    expect(zones).toContain('Asia/Yekaterinburg');
    expect(timeZoneChoices('Etc/Unknown-Zone')[0]).toBe('Etc/Unknown-Zone');
    expect(new Set(timeZoneChoices('Europe/Moscow')).size).toBe(zones.length);
  });
});
