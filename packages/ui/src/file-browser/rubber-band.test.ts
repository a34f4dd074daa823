import { autoScrollStep, boxFromPoints, boxesIntersect, hitTest } from './rubber-band';

const card = (left: number, top: number) => ({
  left,
  top,
  right: left + 100,
  bottom: top + 140,
});
const cards = [
  ['a', card(0, 0)],
  ['b', card(120, 0)],
  ['c', card(240, 0)],
  ['d', card(0, 160)],
  ['e', card(120, 160)],
] as const;

describe('rubber band', () => {
  it('builds the same box whichever way the pointer was dragged', () => {
    expect(boxFromPoints({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({
      left: 10,
      top: 20,
      right: 50,
      bottom: 80,
    });
  });

  it('selects every card the band touches, even partly', () => {
    const band = boxFromPoints({ x: 90, y: 130 }, { x: 130, y: 170 });
    expect(hitTest(band, cards)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('selects nothing when the band stays in the gaps', () => {
    const band = boxFromPoints({ x: 102, y: 0 }, { x: 118, y: 300 });
    expect(hitTest(band, cards)).toEqual([]);
    expect(boxesIntersect(card(0, 0), card(100, 0))).toBe(false);
  });

  it('scrolls faster the closer the pointer is to an edge, and not in the middle', () => {
    expect(autoScrollStep(300, 0, 600)).toBe(0);
    expect(autoScrollStep(590, 0, 600)).toBeGreaterThan(autoScrollStep(570, 0, 600));
    expect(autoScrollStep(570, 0, 600)).toBeGreaterThan(0);
    expect(autoScrollStep(5, 0, 600)).toBeLessThan(0);
  });
});
