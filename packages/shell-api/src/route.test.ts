import { isOwnPagePath } from './area-navigation';
import { buildAppPath, keepEmbed, parseRoute } from './route';

describe('parseRoute', () => {
  it('reads page, sub and id', () => {
    const route = parseRoute('/app/docs/folder/42/', '?sq=abc');
    expect(route.page).toBe('docs');
    expect(route.rest).toEqual(['folder', '42']);
    expect(route.search.get('sq')).toBe('abc');
  });
  it('gives an empty page for /app/ and for addresses outside the app', () => {
    expect(parseRoute('/app/').page).toBe('');
    expect(parseRoute('/elsewhere/docs/').page).toBe('');
  });
  it('decodes segments and survives malformed escapes', () => {
    expect(parseRoute('/app/templates/%D0%B3/').rest).toEqual(['г']);
    expect(parseRoute('/app/docs/%E0%A4%A/').rest).toEqual(['%E0%A4%A']);
  });
});

describe('buildAppPath', () => {
  it('builds the route shape with a trailing slash', () => {
    expect(buildAppPath('docs', 'folder', 7)).toBe('/app/docs/folder/7/');
    expect(buildAppPath('docs')).toBe('/app/docs/');
  });
});

describe('keepEmbed', () => {
  it('keeps embed=true and adds the extra parameters', () => {
    const embedded = new URLSearchParams('embed=true&sq=old&folder=3');
    expect(keepEmbed(embedded)).toBe('?embed=true');
    expect(keepEmbed(embedded, { sq: 'a b' })).toBe('?embed=true&sq=a+b');
  });
  it('gives nothing outside an embedding frame', () => {
    expect(keepEmbed(new URLSearchParams('embed=false&x=1'))).toBe('');
    expect(keepEmbed(new URLSearchParams(), { sq: 'abc' })).toBe('?sq=abc');
  });
});

describe('isOwnPagePath', () => {
  it('tells an area its own pages from the rest of the app', () => {
    expect(isOwnPagePath('/app/docs/trash/?embed=true', ['docs', 'templates'])).toBe(true);
    expect(isOwnPagePath('/app/templates/', ['docs', 'templates'])).toBe(true);
    expect(isOwnPagePath('/app/ready/', ['docs', 'templates'])).toBe(false);
    expect(isOwnPagePath('https://elsewhere.example/app/ready/', ['ready'])).toBe(true);
  });
});
