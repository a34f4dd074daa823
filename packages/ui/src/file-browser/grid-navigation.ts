export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const NAVIGATION_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
];

/**
 * The index an arrow key moves to in a grid of `columns` per row (1 for a list). With nothing
 * focused any key goes to the first item. Down from the row above a shorter last row lands on
 * the last item, as in desktop file managers.
 */
export function moveIndex(key: NavigationKey, index: number, count: number, columns: number) {
  if (count === 0) return -1;
  if (index < 0 || index >= count) return key === 'End' ? count - 1 : 0;
  const perRow = Math.max(1, columns);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return index - perRow >= 0 ? index - perRow : index;
    case 'ArrowDown': {
      if (index + perRow < count) return index + perRow;
      const lastRow = Math.floor((count - 1) / perRow);
      return Math.floor(index / perRow) < lastRow ? count - 1 : index;
    }
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** Items per row, read from the layout: how many share the first item's top. */
export function countColumns(tops: readonly number[]): number {
  const [first] = tops;
  if (first === undefined) return 1;
  let columns = 0;
  for (const top of tops) {
    if (Math.abs(top - first) > 1) break;
    columns += 1;
  }
  return columns;
}
