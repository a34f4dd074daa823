import fs from 'node:fs';
import path from 'node:path';
import { HASHED_CHUNK } from '../../test-support/fake-front-end';
import { databases, newVisitor, startTestApp, type TestApp } from '../../test-support/test-app';

const PARTNER = 'http://127.0.0.1:4567';
const CDN = 'https://cdn.example.org';

/** The policy's directives by name. */
function directives(csp: string | null | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What may run as script under the policy: script-src, else default-src. */
function scriptSources(csp: string | null | undefined): string[] {
  const policy = directives(csp);
  return policy.get('script-src') ?? policy.get('default-src') ?? [];
}

describe.each(databases)('security headers on every answer, on %s', (kind) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { config: { frameAncestors: [PARTNER] } });
    ({ cookie } = await newVisitor(app));
  });

  afterAll(async () => {
    await app.close();
  });

  /** Status and headers of a GET (a browser's: no CSRF header outside /api). */
  async function get(url: string) {
    const response = await app.request(url, { cookie, csrf: url.startsWith('/api') });
    await response.arrayBuffer();
    return response;
  }

  function expectBaseHeaders(response: Response, url: string) {
    const csp = response.headers.get('content-security-policy');
    expect({ url, csp: Boolean(csp) }).toEqual({ url, csp: true });
    for (const source of scriptSources(csp))
      expect({ url, source }).not.toEqual({ url, source: "'unsafe-inline'" });
    expect(scriptSources(csp)).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  }

  it('the /app/ pages and the standalone area pages may be framed by FRAME_ANCESTORS', async () => {
    for (const url of ['/app/', '/app/docs/?embed=true', '/mf/docs/', '/mf/docs/index.html']) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expectBaseHeaders(response, url);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'self'", PARTNER]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('every other answer may be framed by the app only', async () => {
    for (const url of [
      '/api/login-check/',
      '/api/no-such-call/',
      '/app/remotes.json',
      '/shell/version.json',
      `/mf/docs/${HASHED_CHUNK}`,
      '/mf/docs/remoteEntry.js',
      '/mf/nope/',
      '/favicon.ico',
      '/data/missing.png',
      '/no-such-page',
      '/yadisk/connect-popup.js',
    ]) {
      const response = await get(url);
      expectBaseHeaders(response, url);
      const policy = directives(response.headers.get('content-security-policy'));
      expect({ url, frame: policy.get('frame-ancestors') }).toEqual({
        url,
        frame: ["'self'"],
      });
    }
  });

  it('API answers, errors included, are not stored', async () => {
    for (const url of ['/api/login-check/', '/api/no-such-call/']) {
      const response = await get(url);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const refused = await app.request('/api/login-check/', { csrf: false });
    expectBaseHeaders(refused, 'refused');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('the server pages keep their own stricter policies, without script', async () => {
    // The share page of a code that does not exist, and the outbox page.
    for (const url of ['/app/s/abcdefghij/', '/outbox/']) {
      const response = await app.rawGet(url);
      const csp = response.headers['content-security-policy'] as string | undefined;
      expect({ url, csp: Boolean(csp) }).toEqual({ url, csp: true });
      expect(scriptSources(csp)).toEqual(["'none'"]);
      expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.body).not.toMatch(/<script/i);
    }
  });

  it('areas published elsewhere (remotes.json) may load from their own origin on /app/ pages', async () => {
    fs.writeFileSync(
      path.join(app.config.dataDir, 'remotes.json'),
      JSON.stringify({ docs: `${CDN}/mf-docs/1.4.0/mf-manifest.json` }),
    );
    try {
      const response = await get('/app/docs/');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", CDN]);
      expect(policy.get('connect-src')).toEqual(["'self'", CDN]);
      const api = directives(
        (await get('/api/login-check/')).headers.get('content-security-policy'),
      );
      expect(api.get('script-src')).toEqual(["'self'"]);
    } finally {
      fs.rmSync(path.join(app.config.dataDir, 'remotes.json'), { force: true });
    }
  });
});

describe('without FRAME_ANCESTORS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });

  afterAll(async () => {
    await app.close();
  });

  it('the pages may be framed by the app only', async () => {
    for (const url of ['/app/', '/mf/docs/']) {
      const response = await app.request(url, { csrf: false });
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });
});
