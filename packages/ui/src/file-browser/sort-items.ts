import type { FileItem, SortState } from './file-browser.types';

/**
 * Folders first, then by the chosen column. Equal keys keep their given order. Names compare
 * as people read them ('Class 2' before 'Class 10').
 *
 * By time, the items of one run (FileItem.run: a mass run's files, made within seconds of each
 * other and finishing in any order) stay together in their run's order (the table's), the block
 * placed where its newest item goes (its oldest when oldest come first): the class reads in the
 * order of its list, and the newest run is still on top.
 */
export function sortFileItems(
  items: readonly FileItem[],
  sort: SortState,
  language = 'ru',
): FileItem[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const runTimes =
    sort.key === 'time' ? timesOfRuns(items, sort.direction) : new Map<string, number>();
  const timeOf = (item: FileItem) => (item.run ? runTimes.get(item.run.id)! : timeValue(item.time));
  const compare = (first: FileItem, second: FileItem): number => {
    if (first.isFolder !== second.isFolder) return first.isFolder ? -1 : 1;
    if (sort.key === 'name') return sign * collator.compare(first.name, second.name);
    if (sort.key === 'size') return sign * ((first.size ?? 0) - (second.size ?? 0));
    const byTime = sign * (timeOf(first) - timeOf(second));
    if (byTime !== 0) return byTime;
    const [firstRun, secondRun] = [first.run, second.run];
    if (firstRun && secondRun && firstRun.id === secondRun.id)
      return firstRun.order - secondRun.order;
    // Two runs (or a run and a single file) of the same moment do not interleave.
    return (firstRun?.id ?? '').localeCompare(secondRun?.id ?? '');
  };
  return [...items].sort(compare);
}

/** Each run's place in a time sort: its newest item's time (its oldest's, oldest first). */
function timesOfRuns(items: readonly FileItem[], direction: SortState['direction']) {
  const times = new Map<string, number>();
  for (const item of items) {
    if (!item.run) continue;
    const time = timeValue(item.time);
    const known = times.get(item.run.id);
    if (known === undefined || (direction === 'desc' ? time > known : time < known))
      times.set(item.run.id, time);
  }
  return times;
}

function timeValue(time: number | string): number {
  const value = typeof time === 'number' ? time : Date.parse(time);
  return Number.isNaN(value) ? 0 : value;
}
