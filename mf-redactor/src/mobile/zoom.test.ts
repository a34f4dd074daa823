import { canZoom, clampZoom, fitScale, stepZoom } from './zoom';

describe('mobile zoom', () => {
  test('steps by 0.2 and stays between 0.07 and 2', () => {
    expect(stepZoom(0.45, 1)).toBe(0.65);
    expect(stepZoom(0.45, -1)).toBe(0.25);
    expect(stepZoom(0.15, -1)).toBe(0.07);
    expect(stepZoom(1.9, 1)).toBe(2);
    expect(clampZoom(5)).toBe(2);
    expect(canZoom(2, 1)).toBe(false);
    expect(canZoom(0.07, -1)).toBe(false);
  });

  test('fits the 800 px page into a narrow screen, never enlarging it', () => {
    expect(fitScale(400, 800)).toBe(0.5);
    expect(fitScale(1200, 800)).toBe(1);
    expect(fitScale(0, 800)).toBe(1);
  });
});
