import { apiPaths, errorTexts } from '@gramota/contracts';
import {
  databases,
  newVisitor,
  readJson,
  startTestApp,
  type TestApp,
} from '../../test-support/test-app';

describe.each(databases)('bad input never causes a 500, on %s', (kind) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    ({ cookie } = await newVisitor(app));
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (body: string | Uint8Array, contentType: string) =>
    app.request(apiPaths.profileSetSettings(), {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': contentType },
      body,
    });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const url of ['/api/no-such-call/', '/api/', '/api']) {
      const response = await app.request(url, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ result: 'error', error_text: errorTexts.notFound });
    }
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await post('{"settings": ', 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: 'error',
      error_text: 'The request body is not valid JSON',
    });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await post('"settings"', 'application/json');
    expect(response.status).toBe(400);
    expect((await readJson(response)).result).toBe('error');
  });

  it('refuses prototype tricks in JSON', async () => {
    const response = await post(
      '{"__proto__": {"polluted": true}, "settings": "{}"}',
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a huge body with 413', async () => {
    const response = await post(
      `settings=${'a'.repeat(200_000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      result: 'error',
      error_text: 'The request body is too large',
    });
  });

  it('answers an unknown content encoding with 415', async () => {
    const response = await app.request(apiPaths.profileSetSettings(), {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd-nope' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect((await readJson(response)).result).toBe('error');
  });

  it('treats a body of another type as missing fields (400), not a crash', async () => {
    const response = await post('settings={}', 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: 'error',
      error_text: 'settings is required',
      name: 'settings',
    });
  });

  it('handles a form field sent as an array', async () => {
    const response = await post('settings=1&settings=2', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect((await readJson(response)).result).toBe('error');
  });
});
