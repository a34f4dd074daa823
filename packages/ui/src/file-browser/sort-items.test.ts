import type { FileItem } from './file-browser.types';
import { sortFileItems } from './sort-items';

const item = (id: string, name: string, extra: Partial<FileItem> = {}): FileItem => ({
  id,
  name,
  type: 'doc',
  time: 0,
  isFolder: false,
  ...extra,
});

describe('sortFileItems', () => {
  const items = [
    item('1', 'Класс 10', { time: 300, size: 10 }),
    item('2', 'Класс 2', { time: 100, size: 30 }),
    item('3', 'Папка', { isFolder: true, type: 'folder', time: 50 }),
  ];

  it('keeps folders first and compares numbers inside names naturally', () => {
    const names = sortFileItems(items, { key: 'name', direction: 'asc' }).map((i) => i.name);
    expect(names).toEqual(['Папка', 'Класс 2', 'Класс 10']);
  });

  it('sorts by time and size in either direction', () => {
    const byTime = sortFileItems(items, { key: 'time', direction: 'desc' }).map((i) => i.id);
    expect(byTime).toEqual(['3', '1', '2']);
    const bySize = sortFileItems(items, { key: 'size', direction: 'desc' }).map((i) => i.id);
    expect(bySize).toEqual(['3', '2', '1']);
  });

  it('keeps a run together in table order by time, however its files finished', () => {
    const run = (id: string, row: number, time: number) =>
      item(id, `pupil ${row}`, { time, run: { id: 'run-b', order: row } });
    const files = [
      item('1', 'Older file', { time: 1_000 }),
      // A run of four rows: row 0 finished last, row 2 first.
      run('11', 0, 5_900),
      run('12', 1, 5_300),
      run('13', 2, 5_100),
      run('14', 3, 5_600),
      item('2', 'Made after the run', { time: 7_000 }),
      item('3', 'Made while the run rendered', { time: 5_500 }),
    ];
    const newestFirst = sortFileItems(files, { key: 'time', direction: 'desc' });
    expect(newestFirst.map((file) => file.id)).toEqual(['2', '11', '12', '13', '14', '3', '1']);
    const oldestFirst = sortFileItems(files, { key: 'time', direction: 'asc' });
    expect(oldestFirst.map((file) => file.id)).toEqual(['1', '11', '12', '13', '14', '3', '2']);
    // By name the run's files are names like any other.
    const byName = sortFileItems(files, { key: 'name', direction: 'asc' }).map((file) => file.id);
    expect(byName).toEqual(['2', '3', '1', '11', '12', '13', '14']);
  });

  it('does not interleave two runs made in the same moment', () => {
    const files = [
      item('1', 'a0', { time: 100, run: { id: 'run-a', order: 0 } }),
      item('2', 'b0', { time: 100, run: { id: 'run-b', order: 0 } }),
      item('3', 'a1', { time: 100, run: { id: 'run-a', order: 1 } }),
      item('4', 'b1', { time: 100, run: { id: 'run-b', order: 1 } }),
    ];
    const ids = sortFileItems(files, { key: 'time', direction: 'desc' }).map((file) => file.id);
    expect(ids).toEqual(['1', '3', '2', '4']);
  });
});
