import { storageLinkPagePath } from '@gramota/contracts';
import { parseStorageRoute, storagePath, storageQuery, type StorageRoute } from './storage-route';

const parse = (path: string) => {
  const [pathname = '', search = ''] = path.split('?');
  const rest = pathname.split('/').filter(Boolean).slice(2).map(decodeURIComponent);
  return parseStorageRoute(rest, new URLSearchParams(search));
};

describe('storage addresses', () => {
  test.each<[string, StorageRoute]>([
    ['/app/storage/', { view: 'root' }],
    ['/app/storage/folder/f3/', { view: 'folder', folderId: 'f3' }],
    ['/app/storage/shared/', { view: 'shared' }],
    ['/app/storage/trash/', { view: 'trash' }],
    ['/app/storage/search/?sq=class', { view: 'search', query: 'class' }],
    ['/app/storage/shared/AbC123/', { view: 'link', code: 'AbC123' }],
    ['/app/storage/shared/AbC123/f9/', { view: 'link', code: 'AbC123', aim: 'f9' }],
    ['/app/storage/nonsense/', { view: 'unknown' }],
  ])('%s is read back from the path it is written as', (path, route) => {
    expect(parse(path)).toEqual(route);
    expect(storagePath(route)).toBe(route.view === 'unknown' ? '/app/storage/' : path);
  });

  test('the link page is where the contract sends a link', () => {
    expect(parse(storageLinkPagePath('AbC123'))).toEqual({ view: 'link', code: 'AbC123' });
  });

  test('each list view asks storage-get for its own list; a short search asks nothing', () => {
    expect(storageQuery({ view: 'root' })).toEqual({ folder: 'root' });
    expect(storageQuery({ view: 'folder', folderId: 'f3' })).toEqual({ folder: 'f3' });
    expect(storageQuery({ view: 'shared' })).toEqual({ folder: 'shared' });
    expect(storageQuery({ view: 'trash' })).toEqual({ folder: 'trash' });
    expect(storageQuery({ view: 'search', query: 'cla' })).toEqual({ sq: 'cla' });
    expect(storageQuery({ view: 'search', query: 'cl' })).toBeNull();
    expect(storageQuery({ view: 'link', code: 'x' })).toBeNull();
  });
});
