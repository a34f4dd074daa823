import { nextVisibleCount } from './toolbar-collapse';

// Four buttons of 100 px each and a 40 px "more" button.
const base = { itemWidths: [100, 100, 100, 100], moreWidth: 40 };

describe('nextVisibleCount', () => {
  it('shows every action while 200 px stay free on the right', () => {
    expect(nextVisibleCount({ ...base, containerWidth: 600 }, 4)).toBe(4);
  });

  it('moves actions into "more" from the right as the row narrows', () => {
    expect(nextVisibleCount({ ...base, containerWidth: 599 }, 4)).toBe(3);
    expect(nextVisibleCount({ ...base, containerWidth: 500 }, 4)).toBe(2);
    expect(nextVisibleCount({ ...base, containerWidth: 340 }, 4)).toBe(1);
    expect(nextVisibleCount({ ...base, containerWidth: 150 }, 4)).toBe(0);
  });

  it('brings an action back only when 250 px would remain free', () => {
    // 2 visible + more = 240 used; restoring the third leaves 589 - 340 = 249: not yet.
    expect(nextVisibleCount({ ...base, containerWidth: 589 }, 2)).toBe(2);
    expect(nextVisibleCount({ ...base, containerWidth: 590 }, 2)).toBe(3);
    // The last one also frees the "more" button's width.
    expect(nextVisibleCount({ ...base, containerWidth: 650 }, 3)).toBe(4);
  });

  it('keeps the current state between the two thresholds, so it never flickers', () => {
    const width = 560; // enough to keep 3 (free 200), not enough to restore the 3rd (free 220)
    expect(nextVisibleCount({ ...base, containerWidth: width }, 3)).toBe(3);
    expect(nextVisibleCount({ ...base, containerWidth: width }, 2)).toBe(2);
    // And a restored state is stable at the width that restored it.
    const restored = nextVisibleCount({ ...base, containerWidth: 590 }, 2);
    expect(nextVisibleCount({ ...base, containerWidth: 590 }, restored)).toBe(restored);
  });

  it('honours a larger reserve when the right-hand controls need it', () => {
    expect(
      nextVisibleCount({ ...base, containerWidth: 600, reserve: 300, restoreRoom: 350 }, 4),
    ).toBe(2);
  });
});
