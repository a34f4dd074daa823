import { driveQuery, drivePath, parseDriveRoute, type DriveRoute } from './drive-route';

const parse = (path: string) => {
  const url = new URL(path, 'https://gramota.test');
  const rest = url.pathname.split('/').filter(Boolean).slice(2);
  return parseDriveRoute(rest, url.searchParams);
};

describe('Drive addresses', () => {
  test.each<[string, DriveRoute, ReturnType<typeof driveQuery>]>([
    ['/app/drive/', { view: 'all' }, { folder: 'root' }],
    ['/app/drive/folder/f3/', { view: 'folder', folderId: 'f3' }, { folder: 'f3' }],
    ['/app/drive/trash/', { view: 'trash' }, { trash: true }],
    ['/app/drive/search/?sq=%D0%B3%D1%80%D0%B0', { view: 'search', query: 'гра' }, { sq: 'гра' }],
    // Fewer than 3 characters: nothing is searched.
    ['/app/drive/search/?sq=ab', { view: 'search', query: 'ab' }, null],
    ['/app/drive/recent/', { view: 'unknown' }, null],
    ['/app/drive/trash/x/', { view: 'unknown' }, null],
  ])('%s', (path, route, query) => {
    expect(parse(path)).toEqual(route);
    expect(driveQuery(route)).toEqual(query);
  });

  test('each view has its address back', () => {
    for (const path of ['/app/drive/', '/app/drive/folder/f3/', '/app/drive/trash/'])
      expect(drivePath(parse(path))).toBe(path);
    expect(drivePath({ view: 'search', query: 'Иванов 5' })).toBe(
      '/app/drive/search/?sq=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2+5',
    );
  });
});
