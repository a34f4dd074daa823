import { cacheControlForBuildFile, IMMUTABLE, NO_CACHE } from '../cache-policy';

describe('cacheControlForBuildFile', () => {
  it.each([
    'index.html',
    'remoteEntry.js',
    'mf-manifest.json',
    'version.json',
    'sw.js',
    'static/js/remoteEntry.js',
  ])('%s is revalidated on every load', (file) =>
    expect(cacheControlForBuildFile(file)).toBe(NO_CACHE),
  );

  it.each(['static/js/412.3f9a1c2b.js', 'main.0c1d2e3f.css', 'fonts/pt-serif.5e1a.woff2'])(
    '%s is kept for a year',
    (file) => expect(cacheControlForBuildFile(file)).toBe(IMMUTABLE),
  );
});
