import { CONTEXT_MENU_WIDTH, clampMenu } from './clamp-menu';

const viewport = { width: 1000, height: 700 };
const menu = { width: CONTEXT_MENU_WIDTH, height: 200 };

describe('clampMenu', () => {
  it('opens at the pointer when the menu fits', () => {
    expect(clampMenu({ x: 100, y: 100 }, menu, viewport)).toEqual({ x: 100, y: 100 });
  });

  it('opens to the left of the pointer near the right edge, assuming 250 px', () => {
    expect(clampMenu({ x: 900, y: 100 }, menu, viewport)).toEqual({ x: 650, y: 100 });
  });

  it('opens above the pointer near the bottom, using the real height', () => {
    expect(clampMenu({ x: 100, y: 650 }, menu, viewport)).toEqual({ x: 100, y: 450 });
    expect(clampMenu({ x: 100, y: 680 }, { ...menu, height: 40 }, viewport)).toEqual({
      x: 100,
      y: 640,
    });
  });

  it('stays inside a window too small for either side', () => {
    const narrow = { width: 300, height: 260 };
    expect(clampMenu({ x: 200, y: 150 }, menu, narrow)).toEqual({ x: 46, y: 56 });
    expect(clampMenu({ x: 10, y: 10 }, { width: 400, height: 400 }, narrow)).toEqual({
      x: 4,
      y: 4,
    });
  });
});
