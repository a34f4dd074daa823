import { isSearchable, massIds, parseReadyRoute, readyPath, readyQuery } from './ready-route';

const parse = (rest: string[], search = '') => parseReadyRoute(rest, new URLSearchParams(search));

describe('ready routes', () => {
  test('every view of seed 000 §2', () => {
    expect(parse([])).toEqual({ view: 'all' });
    expect(parse(['types', 'd'])).toEqual({ view: 'types', type: 'd' });
    expect(parse(['types'])).toEqual({ view: 'types', type: 'g' });
    expect(parse(['types', 'x'])).toEqual({ view: 'unknown' });
    expect(parse(['search'], '?sq=%20diploma%20')).toEqual({ view: 'search', query: 'diploma' });
    expect(parse(['trash'])).toEqual({ view: 'trash' });
    expect(parse(['folder', 'f3'])).toEqual({ view: 'folder', folderId: 'f3' });
    expect(parse(['mass', '12-13,14'])).toEqual({ view: 'mass', ids: ['12', '13', '14'] });
    expect(parse(['mass', '12,abc'])).toEqual({ view: 'unknown' });
  });

  test('mass ids: comma or dash separated, at most 30', () => {
    expect(massIds('5,5-6')).toEqual(['5', '6']);
    expect(massIds('')).toBeNull();
    expect(massIds(Array.from({ length: 31 }, (_, index) => index + 1).join(','))).toBeNull();
  });

  test('a search under 3 characters asks for nothing', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(readyQuery({ view: 'search', query: 'ab' })).toBeNull();
    expect(readyQuery({ view: 'search', query: 'abc' })).toEqual({ trash: false, sq: 'abc' });
    expect(readyQuery({ view: 'trash' })).toEqual({ trash: true });
    expect(readyQuery({ view: 'mass', ids: ['1'] })).toBeNull();
  });

  test('paths keep the embedded mode', () => {
    const embed = new URLSearchParams('embed=true');
    expect(readyPath({ view: 'mass', ids: ['1', '2'] }, embed)).toBe(
      '/app/ready/mass/1,2/?embed=true',
    );
    expect(readyPath({ view: 'search', query: 'abc' }, new URLSearchParams())).toBe(
      '/app/ready/search/?sq=abc',
    );
  });
});
