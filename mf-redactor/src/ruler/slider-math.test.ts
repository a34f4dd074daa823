import {
  handleRange,
  snapToRange,
  valueAtPointer,
  valueForKey,
  positionPercent,
} from './slider-math';

const track = { min: -400, max: 400, step: 5 };
const left = handleRange('left', track, -100, 100);
const right = handleRange('right', track, -100, 100);

describe('ruler slider math', () => {
  test('the left handle stays at or below -100, the right one at or above 100', () => {
    expect(left).toEqual({ min: -400, max: -100 });
    expect(right).toEqual({ min: 100, max: 400 });
    expect(snapToRange(-20, left, 5)).toBe(-100);
    expect(snapToRange(20, right, 5)).toBe(100);
    expect(snapToRange(999, right, 5)).toBe(400);
  });

  test('values snap to steps of 5', () => {
    expect(snapToRange(-312, left, 5)).toBe(-310);
    expect(snapToRange(-313, left, 5)).toBe(-315);
  });

  test('arrow keys move by 5, page keys by 50, Home and End to the ends', () => {
    expect(valueForKey('ArrowRight', -300, left, 5)).toBe(-295);
    expect(valueForKey('ArrowDown', -300, left, 5)).toBe(-305);
    expect(valueForKey('ArrowUp', -100, left, 5)).toBe(-100);
    expect(valueForKey('PageUp', 300, right, 5)).toBe(350);
    expect(valueForKey('Home', 300, right, 5)).toBe(100);
    expect(valueForKey('End', -300, left, 5)).toBe(-100);
    expect(valueForKey('a', -300, left, 5)).toBeNull();
  });

  test('a pointer maps onto the track whatever its drawn width', () => {
    expect(valueAtPointer(200, { left: 0, width: 400 }, track)).toBe(0);
    expect(valueAtPointer(10, { left: 10, width: 400 }, track)).toBe(-400);
    expect(positionPercent(-400, track)).toBe(0);
    expect(positionPercent(200, track)).toBe(75);
  });
});
