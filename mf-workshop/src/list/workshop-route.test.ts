import {
  defaultType,
  isWorkshopSearchable,
  newestFirst,
  parseWorkshopRoute,
  presentTypes,
  workshopPath,
  workshopQuery,
} from './workshop-route';

const parse = (rest: string[], search = '') =>
  parseWorkshopRoute(rest, new URLSearchParams(search));

describe('workshop routes', () => {
  test('every view of seed 001 §2 Workshop', () => {
    expect(parse([])).toEqual({ view: 'all' });
    expect(parse(['folder', 'f3'])).toEqual({ view: 'folder', folderId: 'f3' });
    expect(parse(['types', 'd'])).toEqual({ view: 'types', type: 'd' });
    expect(parse(['types'])).toEqual({ view: 'types', type: null });
    expect(parse(['types', 'x'])).toEqual({ view: 'unknown' });
    expect(parse(['recent'])).toEqual({ view: 'recent' });
    expect(parse(['trash'])).toEqual({ view: 'trash' });
    expect(parse(['search'], '?sq=%20diploma%20')).toEqual({ view: 'search', query: 'diploma' });
    expect(parse(['elsewhere'])).toEqual({ view: 'unknown' });
  });

  test('shared with me and the page of a share link', () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(parse(['shared'])).toEqual({ view: 'shared' });
    expect(parse(['shared', code])).toEqual({ view: 'sharedLink', code });
    expect(workshopQuery({ view: 'shared' })).toEqual({ view: 'shared' });
    // The link page reads workshop-shared/{code}/, not a list.
    expect(workshopQuery({ view: 'sharedLink', code })).toBeNull();
    expect(workshopPath({ view: 'shared' })).toBe('/app/workshop/shared/');
    expect(workshopPath({ view: 'sharedLink', code })).toBe(`/app/workshop/shared/${code}/`);
  });

  test('the type tabs: only types present, in the order g,d,c,b,s,p,o; the first is the default', () => {
    expect(presentTypes(['o', 'b', 'g'])).toEqual(['g', 'b', 'o']);
    expect(defaultType(['p', 'c'])).toBe('c');
    expect(defaultType([])).toBeNull();
  });

  test('each view asks workshop-get for its list; a search under 3 characters asks for nothing', () => {
    expect(workshopQuery({ view: 'all' })).toEqual({ folder: 'root' });
    expect(workshopQuery({ view: 'folder', folderId: 'f3' })).toEqual({ folder: 'f3' });
    expect(workshopQuery({ view: 'recent' })).toEqual({ view: 'recent' });
    expect(workshopQuery({ view: 'types', type: 'd' })).toEqual({ view: 'types', type: 'd' });
    expect(workshopQuery({ view: 'types', type: null })).toEqual({ view: 'recent' });
    expect(workshopQuery({ view: 'trash' })).toEqual({ trash: true });
    expect(isWorkshopSearchable('ab ')).toBe(false);
    expect(workshopQuery({ view: 'search', query: 'ab' })).toBeNull();
    expect(workshopQuery({ view: 'search', query: 'abc' })).toEqual({ sq: 'abc' });
    expect(workshopQuery({ view: 'unknown' })).toBeNull();
  });

  test('addresses of the views', () => {
    expect(workshopPath({ view: 'all' })).toBe('/app/workshop/');
    expect(workshopPath({ view: 'types', type: 'b' })).toBe('/app/workshop/types/b/');
    expect(workshopPath({ view: 'folder', folderId: 'f3' })).toBe('/app/workshop/folder/f3/');
    expect(workshopPath({ view: 'search', query: 'a b' })).toBe('/app/workshop/search/?sq=a+b');
    expect(workshopPath({ view: 'recent' })).toBe('/app/workshop/recent/');
  });

  test('recent: newest first', () => {
    expect(newestFirst([{ time: 1 }, { time: 3 }, { time: 2 }]).map((item) => item.time)).toEqual([
      3, 2, 1,
    ]);
  });
});
