import { countColumns, moveIndex } from './grid-navigation';

describe('grid navigation', () => {
  // 10 items, 4 per row: rows [0-3] [4-7] [8-9]
  it('moves by one item left and right, stopping at the ends', () => {
    expect(moveIndex('ArrowRight', 2, 10, 4)).toBe(3);
    expect(moveIndex('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(moveIndex('ArrowRight', 9, 10, 4)).toBe(9);
  });

  it('moves by a whole row up and down', () => {
    expect(moveIndex('ArrowDown', 1, 10, 4)).toBe(5);
    expect(moveIndex('ArrowUp', 5, 10, 4)).toBe(1);
    expect(moveIndex('ArrowUp', 2, 10, 4)).toBe(2);
  });

  it('goes down to the last item when the last row is shorter', () => {
    expect(moveIndex('ArrowDown', 7, 10, 4)).toBe(9);
    expect(moveIndex('ArrowDown', 9, 10, 4)).toBe(9);
  });

  it('starts at the first item when nothing is focused; Home and End jump', () => {
    expect(moveIndex('ArrowDown', -1, 10, 4)).toBe(0);
    expect(moveIndex('End', 3, 10, 4)).toBe(9);
    expect(moveIndex('Home', 7, 10, 4)).toBe(0);
  });

  it('reads the column count from the item tops', () => {
    expect(countColumns([0, 0, 0, 180, 180])).toBe(3);
    expect(countColumns([])).toBe(1);
  });
});
