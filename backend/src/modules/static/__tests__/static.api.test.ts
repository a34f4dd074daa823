import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { REMOTES_MANIFEST_PATH, SESSION_COOKIE } from '@gramota/contracts';
import { User } from '../../auth';
import { HASHED_CHUNK, SHELL_INDEX_HTML } from '../../../test-support/fake-front-end';
import {
  databases,
  sessionCookieFrom,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';
import type { AppState } from '../../../http/app-state';
import { errorMiddleware } from '../../../http/error.middleware';
import { createLogger } from '../../../logger';
import { LocalFileStore } from '../../../shared/file-store';
import { isPrivateDataPath } from '../../../shared/private-data-paths';
import { createStaticModule } from '..';
import { defaultRemotes } from '../remotes.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(databases)('static serving on %s', (kind) => {
  let app: TestApp;
  const userCount = () => app.dataSource.getRepository(User).count();

  beforeAll(async () => {
    app = await startTestApp(kind);
    const publicDir = path.join(app.config.dataDir, 'public', 'doc');
    fs.mkdirSync(publicDir, { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'Diploma_7.jpg'), 'jpeg bytes');
    const storage = path.join(app.config.dataDir, 'public', 'storage');
    fs.mkdirSync(storage, { recursive: true });
    fs.writeFileSync(path.join(storage, 'Diploma_0123abcd.pdf'), 'pdf bytes');
    const userpics = path.join(app.config.dataDir, 'public', 'userpic');
    fs.mkdirSync(userpics, { recursive: true });
    fs.writeFileSync(path.join(userpics, 'someone-0123abcd.webp'), 'webp bytes');
  });

  afterAll(async () => {
    await app.close();
  });

  describe('pages', () => {
    it('redirects / and /app to /app/', async () => {
      for (const from of ['/', '/app']) {
        const response = await app.request(from, { csrf: false });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe('/app/');
      }
      const withQuery = await app.request('/app?embed=true', { csrf: false });
      expect(withQuery.headers.get('location')).toBe('/app/?embed=true');
    });

    it('serves the shell index.html for any /app/ page, uncached, and gives a cookie but stores no account', async () => {
      const before = await userCount();
      for (const page of [
        '/app/',
        '/app/docs/',
        '/app/deep/url/with/many/parts/',
        '/app/redactor/12/?embed=true',
      ]) {
        const response = await app.request(page, { csrf: false });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(SHELL_INDEX_HTML);
        expect(sessionCookieFrom(response)).toBeDefined();
      }
      expect(await userCount()).toBe(before);
    });

    it('keeps the visitor’s session on later page loads', async () => {
      const first = await app.request('/app/docs/', { csrf: false });
      const cookie = sessionCookieFrom(first)!;
      const before = await userCount();
      const again = await app.request('/app/ready/', { csrf: false, cookie });
      expect(again.status).toBe(200);
      expect(sessionCookieFrom(again)).toBeUndefined();
      expect(await userCount()).toBe(before);
    });

    it('names the page’s first files in a preload Link header: the remotes manifest, and the area’s manifest, remoteEntry.js, exposed module, root component and the page’s screen when this server serves it', async () => {
      const manifestFile = path.join(
        app.config.staticRoot,
        'mf-storage',
        'dist',
        'mf-manifest.json',
      );
      // The fake front end builds the docs area only: this test gives storage a build of its own.
      fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
      const overrides = path.join(app.config.dataDir, 'remotes.json');
      fs.writeFileSync(
        manifestFile,
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            {
              name: 'app',
              path: './app',
              assets: {
                js: {
                  // Only relative names are hinted, never another site's file or a path up.
                  sync: [
                    '__federation_expose_app.1a2b3c4d.js',
                    'https://evil.example/x.js',
                    '../../x.js',
                  ],
                  async: ['77.0badc0de.js'],
                },
              },
            },
          ],
        }),
      );
      // The build's list of the root component's files and each page's screen.
      fs.writeFileSync(
        path.join(path.dirname(manifestFile), 'first-screen.json'),
        JSON.stringify({
          always: ['root.5e5e5e5e.js', '__federation_expose_app.1a2b3c4d.js'],
          pages: {
            storage: ['page-storage.0a0a0a0a.js', '//evil.example/x.js'],
            drive: 'not a list',
          },
          // The strings each language's page asks for; Russian ones are in the bundles.
          locales: {
            always: { en: ['storage-en.1e1e1e1e.js'], de: ['storage-de.2d2d2d2d.js'] },
            pages: { storage: { en: ['page-storage-en.3e3e3e3e.js'] } },
          },
        }),
      );
      const shellScreen = path.join(app.config.staticRoot, 'shell', 'dist', 'first-screen.json');
      fs.writeFileSync(
        shellScreen,
        JSON.stringify({
          always: ['mf-runtime.6f6f6f6f.js', 'main.5a5a5a5a.js'],
          locales: { always: { en: ['common-en.4e4e4e4e.js'] } },
        }),
      );
      const linksOf = async (page: string, acceptLanguage = 'ru-RU,ru;q=0.9') =>
        (
          await app.request(page, { csrf: false, headers: { 'Accept-Language': acceptLanguage } })
        ).headers
          .get('link')
          ?.split(', ');
      const remotesHint = '</app/remotes.json>; rel=preload; as=fetch; crossorigin=anonymous';
      // The shell's own first scripts lead on every page: nothing starts before them.
      const shellHints = [
        remotesHint,
        '</shell/mf-runtime.6f6f6f6f.js>; rel=preload; as=script',
        '</shell/main.5a5a5a5a.js>; rel=preload; as=script',
      ];
      const areaHints = [
        ...shellHints,
        '</mf/storage/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</mf/storage/remoteEntry.js>; rel=preload; as=script',
        '</mf/storage/__federation_expose_app.1a2b3c4d.js>; rel=preload; as=script',
        '</mf/storage/root.5e5e5e5e.js>; rel=preload; as=script',
      ];
      try {
        // Each page gets its own screen; the drive page is the storage area's (the shell's page
        // map, from contracts), and a malformed list hints nothing more.
        expect(await linksOf('/app/storage/')).toEqual([
          ...areaHints,
          '</mf/storage/page-storage.0a0a0a0a.js>; rel=preload; as=script',
        ]);
        expect(await linksOf('/app/drive/create/')).toEqual(areaHints);
        // An English browser also gets the English strings its page asks for, and the shell's;
        // ?lng= wins over the browser, as in the page's own choice (contracts detectLanguage).
        expect(await linksOf('/app/storage/', 'en-GB,en;q=0.9')).toEqual([
          ...areaHints,
          '</mf/storage/page-storage.0a0a0a0a.js>; rel=preload; as=script',
          '</mf/storage/storage-en.1e1e1e1e.js>; rel=preload; as=script',
          '</mf/storage/page-storage-en.3e3e3e3e.js>; rel=preload; as=script',
          '</shell/common-en.4e4e4e4e.js>; rel=preload; as=script',
        ]);
        expect(await linksOf('/app/drive/?lng=de', 'en')).toEqual([
          ...areaHints,
          '</mf/storage/storage-de.2d2d2d2d.js>; rel=preload; as=script',
        ]);
        expect(await linksOf('/app/profile/', 'en')).toEqual([
          ...shellHints,
          '</shell/common-en.4e4e4e4e.js>; rel=preload; as=script',
        ]);
        // The shell's own pages and unknown ones: only the remotes manifest.
        expect(await linksOf('/app/profile/')).toEqual(shellHints);
        expect(await linksOf('/app/deep/url/')).toEqual(shellHints);
        // An area published elsewhere is loaded from there: nothing of it is hinted here.
        fs.writeFileSync(
          overrides,
          JSON.stringify({ storage: 'http://127.0.0.1:9/mf-manifest.json' }),
        );
        expect(await linksOf('/app/storage/')).toEqual(shellHints);
      } finally {
        fs.rmSync(path.dirname(path.dirname(manifestFile)), { recursive: true, force: true });
        fs.rmSync(shellScreen, { force: true });
        fs.rmSync(overrides, { force: true });
      }
    });

    it('answers 304 when the browser revalidates an unchanged entry file', async () => {
      // Raw requests: fetch() adds `Cache-Control: no-cache` to conditional requests, forcing a 200.
      const first = await app.request('/app/docs/', { csrf: false });
      const cookie = sessionCookieFrom(first)!;
      const lastModified = first.headers.get('last-modified')!;
      expect(lastModified).toBeTruthy();
      const page = await app.rawGet('/app/docs/', {
        Cookie: cookie,
        'If-Modified-Since': lastModified,
      });
      expect(page.status).toBe(304);
      expect(page.body).toBe('');
      const entryModified = (
        await app.request('/mf/docs/remoteEntry.js', { csrf: false })
      ).headers.get('last-modified')!;
      const entry = await app.rawGet('/mf/docs/remoteEntry.js', {
        'If-Modified-Since': entryModified,
      });
      expect(entry.status).toBe(304);
      const stale = await app.rawGet('/mf/docs/remoteEntry.js', {
        'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT',
      });
      expect(stale.status).toBe(200);
    });
  });

  describe('remotes manifest', () => {
    const overrides = () => path.join(app.config.dataDir, 'remotes.json');
    afterEach(() => fs.rmSync(overrides(), { force: true }));

    it('lists every area at its default build, uncached, without creating a user', async () => {
      const before = await userCount();
      const response = await app.request(REMOTES_MANIFEST_PATH, { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual({
        docs: '/mf/docs/mf-manifest.json',
        ready: '/mf/ready/mf-manifest.json',
        storage: '/mf/storage/mf-manifest.json',
        redactor: '/mf/redactor/mf-manifest.json',
        spreadsheet: '/mf/spreadsheet/mf-manifest.json',
        workshop: '/mf/workshop/mf-manifest.json',
        pay: '/mf/pay/mf-manifest.json',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await userCount()).toBe(before);
    });

    it('merges per-area overrides from DATA_DIR/remotes.json', async () => {
      fs.writeFileSync(
        overrides(),
        JSON.stringify({ ready: 'http://127.0.0.1:9/broken/mf-manifest.json' }),
      );
      const manifest = await (await app.request(REMOTES_MANIFEST_PATH, { csrf: false })).json();
      expect(manifest).toEqual({
        ...defaultRemotes(),
        ready: 'http://127.0.0.1:9/broken/mf-manifest.json',
      });
    });
  });

  describe('front-end builds', () => {
    it('serves an area entry point with no-cache', async () => {
      const response = await app.request('/mf/docs/remoteEntry.js', { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toBe('var docs = {};');
      const manifest = await app.request('/mf/docs/mf-manifest.json', { csrf: false });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
    });

    it('serves hashed chunks as immutable, and never creates a user for assets', async () => {
      const before = await userCount();
      const chunk = await app.request(`/mf/docs/${HASHED_CHUNK}`, { csrf: false });
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      const shellChunk = await app.request('/shell/static/js/main.0c1d2e3f.js', { csrf: false });
      expect(shellChunk.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(chunk.headers.getSetCookie()).toEqual([]);
      expect(await userCount()).toBe(before);
    });

    it('serves an area’s standalone page at /mf/{area}/', async () => {
      const redirect = await app.request('/mf/docs', { csrf: false });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe('/mf/docs/');
      const page = await app.request('/mf/docs/', { csrf: false });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('docs standalone');
    });

    it('lets the service worker under /shell/ control the whole site', async () => {
      const response = await app.request('/shell/sw.js', { csrf: false });
      expect(response.headers.get('service-worker-allowed')).toBe('/');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('404s for missing files, unknown areas, directories and hidden files', async () => {
      for (const url of [
        '/mf/docs/nope.js',
        '/mf/admin/remoteEntry.js',
        '/mf/ready/remoteEntry.js',
        '/mf/docs/static/',
        '/mf/docs/.secret',
        '/shell/',
      ]) {
        const response = await app.request(url, { csrf: false });
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });

    it.each([
      '/mf/docs/../../secret.txt',
      '/mf/docs/%2e%2e/%2e%2e/secret.txt',
      '/mf/docs/..%2f..%2fsecret.txt',
      '/mf/docs/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/mf/../secret.txt',
      '/shell/../../secret.txt',
      '/shell/..%2f..%2fsecret.txt',
      '/shell/%2e%2e%5c%2e%2e%5csecret.txt',
      '/data/../app.sqlite',
      '/data/%2e%2e/app.sqlite',
      '/data/..%2fapp.sqlite',
      '/mf/docs/%00index.html',
      '/mf/docs/%E0%A4%A',
    ])('never escapes the served folder: %s -> 404', async (rawPath) => {
      const response = await app.rawGet(rawPath);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('outside every served folder');
      expect(response.body).not.toContain('SQLite');
    });
  });

  describe('favicon and data files', () => {
    it('answers 204 for the favicon until the shell has one, then serves it', async () => {
      expect((await app.request('/favicon.ico', { csrf: false })).status).toBe(204);
      fs.writeFileSync(path.join(app.config.staticRoot, 'shell', 'dist', 'favicon.ico'), 'icon');
      const response = await app.request('/favicon.ico', { csrf: false });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('icon');
    });

    it('serves public files from DATA_DIR/public under /data/', async () => {
      const response = await app.request('/data/userpic/someone-0123abcd.webp', { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await response.text()).toBe('webp bytes');
    });

    it('never serves made files or storage copies as public files (security review, finding 2)', async () => {
      for (const url of ['/data/doc/Diploma_7.jpg', '/data/storage/Diploma_0123abcd.pdf']) {
        const response = await app.request(url, { csrf: false });
        expect([url, response.status]).toEqual([url, 404]);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('never serves the database or anything else outside public/', async () => {
      expect(
        fs.existsSync(path.join(app.config.dataDir, 'app.sqlite')) || kind === 'postgres',
      ).toBe(true);
      for (const url of [
        '/data/app.sqlite',
        '/data/remotes.json',
        '/data/public/doc/Diploma_7.jpg',
        '/data/',
      ]) {
        expect((await app.request(url, { csrf: false })).status).toBe(404);
      }
    });
  });

  it('answers unknown non-API paths with a plain 404', async () => {
    const response = await app.request('/nope', { csrf: false });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('never sets the session cookie on static assets even with an unknown cookie', async () => {
    const response = await app.request('/mf/docs/remoteEntry.js', {
      csrf: false,
      cookie: `${SESSION_COOKIE}=bogus`,
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('static serving without a front-end build', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('sqlite', { frontEnd: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers /app/ pages with 503 and what to run, creating no user', async () => {
    const response = await app.request('/app/docs/', { csrf: false });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Front end not built: run npm run build');
    expect(await app.dataSource.getRepository(User).count()).toBe(0);
  });
});

describe('the static router on its own (without the guarded private-files routes)', () => {
  let root: string;
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-static-'));
    for (const [folder, name] of [
      ['doc', 'Royal_Merit_2.pdf'],
      ['storage', 'Royal_Merit_0123abcd.pdf'],
      ['userpic', 'someone-0123abcd.webp'],
    ] as const) {
      fs.mkdirSync(path.join(root, 'data', 'public', folder), { recursive: true });
      fs.writeFileSync(path.join(root, 'data', 'public', folder, name), 'bytes');
    }
    const logger = createLogger('silent');
    const statics = createStaticModule(
      { staticRoot: path.join(root, 'static'), dataDir: path.join(root, 'data') },
      async () => {
        throw new Error('no session on /data/');
      },
      logger,
      new LocalFileStore(path.join(root, 'data')),
    );
    const koa = new Koa<AppState>();
    koa.use(errorMiddleware(logger));
    koa.use(statics.router.routes());
    server = http.createServer(koa.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses made files and storage copies itself, and still serves public files', async () => {
    for (const url of [
      '/data/doc/Royal_Merit_2.pdf',
      '/data/DOC/Royal_Merit_2.pdf',
      '/data/%64oc/Royal_Merit_2.pdf',
      '/data/storage/Royal_Merit_0123abcd.pdf',
    ]) {
      const response = await fetch(`${baseUrl}${url}`, { method: 'HEAD' });
      expect([url, response.status]).toEqual([url, 404]);
    }
    expect((await fetch(`${baseUrl}/data/userpic/someone-0123abcd.webp`)).status).toBe(200);
  });

  it.each([
    ['doc/a_1.jpg', true],
    ['storage/a.pdf', true],
    ['Doc/a_1.jpg', true],
    ['%64oc/a_1.jpg', true],
    ['doc%2Fa_1.jpg', true],
    ['./doc/a_1.jpg', true],
    ['/doc/a_1.jpg', true],
    ['userpic/../doc/a_1.jpg', true],
    ['userpic%2F..%2Fstorage%2Fa.pdf', true],
    ['x\\..\\doc\\a.jpg', true],
    ['doc', true],
    ['%E0%A4%A', true],
    ['userpic/a.webp', false],
    ['docs/a.jpg', false],
    ['templates/doc/a.jpg', false],
  ])('isPrivateDataPath(%s) is %s', (relative, expected) => {
    expect(isPrivateDataPath(relative)).toBe(expected);
  });
});
