import { formatPadding, parsePadding } from './margins';

describe('page margins (padding)', () => {
  it('reads four numbers, top right bottom left', () => {
    expect(parsePadding('20 40 30 50')).toEqual([20, 40, 30, 50]);
    expect(parsePadding('  0   -400 400 12.5 ')).toEqual([0, -400, 400, 12.5]);
    // A template's text below a tall title picture: top and bottom are not limited to ±400.
    expect(parsePadding('467 85 140 85')).toEqual([467, 85, 140, 85]);
  });
  it('refuses anything but four plain numbers: sides within ±400, top and bottom from 0', () => {
    for (const text of [
      '',
      '20 40 30',
      '20 40 30 50 60',
      '20px 40 30 50',
      '20 40 30 401',
      '0 -401 0 0',
      '-1 0 0 0',
      '0 0 -5 0',
      '16001 0 0 0',
      '1e2 0 0 0',
      'Infinity 0 0 0',
      'NaN 0 0 0',
      '0x10 0 0 0',
      '20,40,30,50',
      '.5 0 0 0',
    ]) {
      expect(parsePadding(text)).toBeNull();
    }
  });
  it('writes margins back to text, rounded to hundredths', () => {
    expect(formatPadding([20, 40.123456, -0, 76.19047619])).toBe('20 40.12 0 76.19');
    expect(parsePadding(formatPadding([1, 2, 3, 4]))).toEqual([1, 2, 3, 4]);
  });
});
