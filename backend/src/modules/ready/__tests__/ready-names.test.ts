import { SHARE_MOBILE_CODE_PATTERN } from '@gramota/contracts';
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
  it('is 128 random bits: 22 base64url characters, never the same twice', () => {
    const codes = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      const code = shareMobileCode();
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(SHARE_MOBILE_CODE_PATTERN.test(code)).toBe(true);
      expect(Buffer.from(code, 'base64url')).toHaveLength(16);
      codes.add(code);
    }
    expect(codes.size).toBe(200);
  });
});
