import {
  apiPaths,
  errorTexts,
  SESSION_COOKIE,
  spreadsheetPaths,
  type LoginCheckAnswer,
} from '@gramota/contracts';
import { User } from '../user.entity';
import {
  databases,
  readJson,
  sessionCookieFrom,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';

describe.each(databases)('sessions and CSRF over HTTP on %s', (kind) => {
  let app: TestApp;
  const userCount = () => app.dataSource.getRepository(User).count();

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives a first visit an anonymous identity and an httpOnly, SameSite=Lax session cookie, storing no account', async () => {
    const before = await userCount();
    const response = await app.request(apiPaths.loginCheck());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      result: 'success',
      login: false,
      user_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      is_access: 'false',
    });
    expect(await userCount()).toBe(before);

    const setCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; path=\//i);
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=lax/i);
    expect(setCookie).not.toMatch(/; secure/i); // plain http here; https gets `secure`
    const expires = new Date(/expires=([^;]+)/i.exec(setCookie!)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect(expires.getUTCFullYear()).toBeLessThanOrEqual(2038);
  });

  it('keeps the same user when the cookie comes back', async () => {
    const first = await app.request(apiPaths.loginCheck());
    const cookie = sessionCookieFrom(first)!;
    const { user_key } = await readJson<LoginCheckAnswer>(first);
    const before = await userCount();

    const second = await app.request(apiPaths.loginCheck(), { cookie });
    expect((await readJson<LoginCheckAnswer>(second)).user_key).toBe(user_key);
    expect(sessionCookieFrom(second)).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('gives a malformed cookie a new anonymous identity', async () => {
    const response = await app.request(apiPaths.loginCheck(), {
      cookie: `${SESSION_COOKIE}=not-a-token`,
    });
    expect(response.status).toBe(200);
    expect(sessionCookieFrom(response)).toBeDefined();
  });

  it('adds no account for 40 cookieless page loads and reads (security review, finding 8)', async () => {
    const before = await userCount();
    for (let index = 0; index < 20; index += 1) {
      expect((await app.request('/app/docs/', { csrf: false })).status).toBe(200);
      expect((await app.request(apiPaths.loginCheck())).status).toBe(200);
    }
    expect(await userCount()).toBe(before);
  });

  it("adds no account for a visitor opening someone's table or the class lists (a read)", async () => {
    const before = await userCount();
    expect((await app.request(spreadsheetPaths.metaGet('1'))).status).toBe(404);
    expect((await app.request(spreadsheetPaths.classLists())).status).toBe(200);
    expect(await userCount()).toBe(before);
  });

  it('stores the account when the visitor first keeps something, under the key they saw', async () => {
    const first = await app.request(apiPaths.loginCheck());
    const cookie = sessionCookieFrom(first)!;
    const { user_key } = await readJson<LoginCheckAnswer>(first);
    const before = await userCount();
    const kept = await app.request(apiPaths.profileSetSettings(), {
      cookie,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `settings=${encodeURIComponent(JSON.stringify({ docs_view: 'list' }))}`,
    });
    expect(kept.status).toBe(200);
    expect(await userCount()).toBe(before + 1);
    const again = await app.request(apiPaths.loginCheck(), { cookie });
    expect((await readJson<LoginCheckAnswer>(again)).user_key).toBe(user_key);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses an API call without X-Requested-With with 403, creating no user', async () => {
    const before = await userCount();
    for (const path of [apiPaths.loginCheck(), apiPaths.pwaInt(), '/api/no-such-call/']) {
      const response = await app.request(path, { csrf: false });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ result: 'forbidden', error_text: errorTexts.csrf });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const post = await app.request(apiPaths.profileSetSettings(), {
      csrf: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'settings=%7B%7D',
    });
    expect(post.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong X-Requested-With value too', async () => {
    const response = await app.request(apiPaths.loginCheck(), {
      csrf: false,
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(response.status).toBe(403);
  });

  it('does not let the api key stand in for the session', async () => {
    const first = await app.request(apiPaths.loginCheck());
    const { user_key } = await readJson<LoginCheckAnswer>(first);
    const withoutCookie = await app.request(apiPaths.profileGet(user_key));
    expect(withoutCookie.status).toBe(403);
    expect(await withoutCookie.json()).toEqual({
      result: 'forbidden',
      error_code: 'forbidden',
      error_text: errorTexts.forbidden,
    });
  });

  it('marks API answers as not cacheable', async () => {
    const response = await app.request(apiPaths.loginCheck());
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('session cookie behind an https load balancer', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('sqlite', { config: { trustProxy: true } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('is `secure` when the request came in over https', async () => {
    const response = await app.request(apiPaths.loginCheck(), {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    const setCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; secure/i);
    expect(setCookie).toMatch(/; httponly/i);
  });

  it('is not `secure` for plain http', async () => {
    const response = await app.request(apiPaths.loginCheck());
    expect(response.headers.getSetCookie().join()).not.toMatch(/; secure/i);
  });
});
