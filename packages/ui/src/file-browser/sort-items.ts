import type { FileItem, SortState } from './file-browser.types';

/**
 * Folders first, then by the chosen column. Equal keys keep their given order. Names compare
 * as people read them ('Class 2' before 'Class 10').
 */
export function sortFileItems(
  items: readonly FileItem[],
  sort: SortState,
  language = 'ru',
): FileItem[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (first: FileItem, second: FileItem): number => {
    if (first.isFolder !== second.isFolder) return first.isFolder ? -1 : 1;
    if (sort.key === 'name') return sign * collator.compare(first.name, second.name);
    if (sort.key === 'size') return sign * ((first.size ?? 0) - (second.size ?? 0));
    return sign * (timeValue(first.time) - timeValue(second.time));
  };
  return [...items].sort(compare);
}

function timeValue(time: number | string): number {
  const value = typeof time === 'number' ? time : Date.parse(time);
  return Number.isNaN(value) ? 0 : value;
}
