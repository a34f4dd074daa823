import { A4_HEIGHT_PX, cmToPx, pageSize } from './page-geometry';

describe('page geometry', () => {
  it('gives A4 the seeds height at the 800 px editing width', () => {
    expect(pageSize('a4')).toEqual({ width: 800, height: A4_HEIGHT_PX });
  });
  it('turns landscape A4 sideways', () => {
    expect(pageSize('a4h').height).toBeLessThan(800);
  });
  it('reads custom ni formats in centimetres', () => {
    expect(pageSize('ni-20x10')).toEqual({ width: 800, height: 400 });
  });
  it('converts centimetres with 38.0952 px per cm', () => {
    expect(cmToPx(2)).toBeCloseTo(76.19, 2);
  });
});
