import { areaScreenScripts, firstScreenList, isBuildFileName } from './first-screen';

// Shaped as mf-ready/dist/first-screen.json is written (webpack-config first-screen-files.js).
const readyScreen = {
  entry: ['remoteEntry.js', '__federation_expose_app.1502931d.js'],
  always: ['2846.ef972ac9.js'],
  pages: { ready: ['5972.4ecb9355.js', 'page-ready.6ff481c2.js'] },
  locales: {
    always: { en: ['4223.c3670050.js', '77.9bad5226.js'], de: ['1879.b6ac038f.js'] },
    pages: { ready: { en: ['77.9bad5226.js', '88.aaaa.js'] } },
  },
};

describe("an area's first-screen files", () => {
  it('lists the entry, root, page screen and the strings of the language shown, once each', () => {
    expect(areaScreenScripts(readyScreen, 'ready', 'en')).toEqual([
      'remoteEntry.js',
      '__federation_expose_app.1502931d.js',
      '2846.ef972ac9.js',
      '5972.4ecb9355.js',
      'page-ready.6ff481c2.js',
      '4223.c3670050.js',
      '77.9bad5226.js',
      '88.aaaa.js',
    ]);
  });

  it('brings no strings for Russian (they are in the bundles) and no screen of another page', () => {
    expect(areaScreenScripts(readyScreen, 'storage', 'ru')).toEqual([
      'remoteEntry.js',
      '__federation_expose_app.1502931d.js',
      '2846.ef972ac9.js',
    ]);
  });

  it("never names another site's file, a path out of the build, or an inherited key", () => {
    const forged = {
      entry: ['https://evil.example/x.js', '../../backend/dist/server.js', 'ok.js', 42],
      pages: { constructor: ['page.js'] },
    };
    expect(areaScreenScripts(forged, 'constructor', 'en')).toEqual(['ok.js', 'page.js']);
    expect(areaScreenScripts(forged, 'toString', 'en')).toEqual(['ok.js']);
    expect(firstScreenList({ always: 'not a list' }, 'always')).toEqual([]);
    expect(areaScreenScripts(null, 'ready', 'en')).toEqual([]);
    expect(isBuildFileName('chunks/page-docs.1a2b.js')).toBe(true);
    expect(isBuildFileName('/etc/passwd')).toBe(false);
  });
});
