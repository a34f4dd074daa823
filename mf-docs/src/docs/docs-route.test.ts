import {
  docsPath,
  docsQuery,
  isSearchable,
  newDocumentPath,
  parseDocsRoute,
  ROOT_ROUTE,
} from './docs-route';

const parse = (path: string, search = '') =>
  parseDocsRoute(path.split('/').filter(Boolean), new URLSearchParams(search));

describe('My documents routes (seed 000 §2)', () => {
  test.each([
    ['', ROOT_ROUTE],
    ['folder/f7', { view: 'folder', folderId: 'f7' }],
    ['recent', { view: 'recent' }],
    ['favorite', { view: 'favorite' }],
    ['trash', { view: 'trash' }],
    ['types', { view: 'types', type: 'g' }],
    ['types/s', { view: 'types', type: 's' }],
    ['types/x', { view: 'unknown' }],
    ['nonsense', { view: 'unknown' }],
  ])('/app/docs/%s/', (path, expected) => {
    expect(parse(path)).toEqual(expected);
  });

  test('each view asks docs-get for its list', () => {
    expect(docsQuery(ROOT_ROUTE)).toEqual({ folder: 'root' });
    expect(docsQuery({ view: 'folder', folderId: 'f7' })).toEqual({ folder: 'f7' });
    expect(docsQuery({ view: 'recent' })).toEqual({ view: 'recent' });
    expect(docsQuery({ view: 'types', type: 'd' })).toEqual({ view: 'types', type: 'd' });
    expect(docsQuery({ view: 'trash' })).toEqual({ trash: true });
    expect(docsQuery({ view: 'search', query: 'diploma' })).toEqual({ sq: 'diploma' });
  });

  test('a search shorter than 3 characters asks nothing (seed 000 §5)', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(docsQuery(parse('search', '?sq=ab'))).toBeNull();
  });

  test('addresses keep the embedded picker embedded', () => {
    const embedded = new URLSearchParams('embed=true');
    expect(docsPath({ view: 'folder', folderId: 'f7' }, embedded)).toBe(
      '/app/docs/folder/f7/?embed=true',
    );
    expect(docsPath(ROOT_ROUTE, new URLSearchParams('x=1'))).toBe('/app/docs/');
    expect(docsPath({ view: 'search', query: 'осень' }, new URLSearchParams())).toBe(
      '/app/docs/search/?sq=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C',
    );
  });

  test('a new document started in a folder goes to the gallery with that folder', () => {
    expect(newDocumentPath({ view: 'folder', folderId: 'f7' })).toBe('/app/templates/?folder=f7');
    expect(newDocumentPath(ROOT_ROUTE)).toBe('/app/templates/');
    expect(newDocumentPath({ view: 'recent' })).toBe('/app/templates/');
  });
});
