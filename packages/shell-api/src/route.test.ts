import { buildAppPath, parseRoute } from './route';

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
