import { readyFilename, shareMobileCode } from '../ready-names';

describe('readyFilename', () => {
  it('keeps Latin and Cyrillic letters and digits, joins the rest with one _', () => {
    expect(readyFilename('Грамота за 1 место!')).toBe('Грамота_за_1_место');
    expect(readyFilename('  Diploma / <b>2025</b> ')).toBe('Diploma_b_2025_b');
    expect(readyFilename('Ґрамота ї є')).toBe('Ґрамота_ї_є');
  });

  it('is never empty and at most 60 characters', () => {
    expect(readyFilename('***')).toBe('document');
    expect(readyFilename('')).toBe('document');
    const long = readyFilename(`${'а'.repeat(59)} b`);
    expect([...long].length).toBeLessThanOrEqual(60);
    expect(long.endsWith('_')).toBe(false);
  });
});

describe('shareMobileCode', () => {
  it('is 8 unambiguous characters', () => {
    for (let index = 0; index < 50; index += 1)
      expect(shareMobileCode()).toMatch(/^[a-km-z2-9]{8}$/);
  });
});
