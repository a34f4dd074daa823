import { databases, newVisitor, startTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Seed calls written without the trailing slash (seed 001 §7 `GET /api/doc-clear/{docId}`) reach
 * the same route as with it, for every /api call, through one rewrite (issue 30 item 24); the
 * guards see the rewritten path, so the slash cannot be used to slip past them.
 */
describe.each(databases)('/api calls with or without the trailing slash, on %s', (kind) => {
  let app: TestApp;
  let cookie: string;
  let userKey: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    ({ cookie, userKey } = await newVisitor(app));
  });
  afterAll(async () => {
    await app.close();
  });

  const json = async (path: string, init: Parameters<TestApp['request']>[1] = {}) => {
    const response = await app.request(path, { cookie, ...init });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a GET the same, the query kept', async () => {
    for (const [withSlash, without] of [
      ['/api/login-check/', '/api/login-check'],
      [`/api/docs-get/${userKey}/?trash=false`, `/api/docs-get/${userKey}?trash=false`],
      [`/api/profile-get/${userKey}/`, `/api/profile-get/${userKey}`],
    ] as const) {
      const expected = await json(withSlash);
      expect(expected.status).toBe(200);
      expect({ path: without, ...(await json(without)) }).toEqual({ path: without, ...expected });
    }
  });

  it('takes a POST without the slash', async () => {
    const saved = await json('/api/profile-set-settings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `settings=${encodeURIComponent(JSON.stringify({ docs_view: 'list' }))}`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: 'success', settings: { docs_view: 'list' } });
  });

  it('guards a call without the slash like one with it, and still says 404 for what is not there', async () => {
    const forged = await app.request('/api/profile-set-settings', {
      cookie,
      csrf: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'settings=%7B%7D',
    });
    expect(forged.status).toBe(403);
    expect((await json(`/api/profile-get/${'0'.repeat(32)}`)).status).toBe(403);
    expect(await json('/api/no-such-call')).toEqual({
      status: 404,
      body: expect.objectContaining({ result: 'error' }) as unknown,
    });
  });
});
