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
});
