import zlib from 'node:zlib';
import { accountPaths, apiPaths } from '@gramota/contracts';
import {
  databases,
  newVisitor,
  readJson,
  startTestApp,
  type TestApp,
} from '../../test-support/test-app';
import { registeredVisitor } from '../../test-support/accounts';
import { BODY_LIMIT } from '../body-parser';

const NOT_DECOMPRESSED = { result: 'error', error_text: 'The request body does not decompress' };
const TOO_LARGE = { result: 'error', error_text: 'The request body is too large' };

/** `total` bytes of spaces as gzip members of 1 MiB each: about 1 KB per MiB on the wire. */
function gzipBomb(total: number): Buffer {
  const member = zlib.gzipSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9 });
  return Buffer.concat(Array.from({ length: Math.ceil(total / (1024 * 1024)) }, () => member));
}

describe.each(databases)('compressed and mis-declared request bodies, on %s', (kind) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    ({ cookie } = await newVisitor(app));
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (path: string, body: string | Uint8Array, headers: Record<string, string>) =>
    app.request(path, { method: 'POST', cookie, headers, body });

  it.each([
    ['gzip', accountPaths.loginAuth],
    ['deflate', accountPaths.loginAuth],
    ['br', accountPaths.loginAuth],
    ['gzip', apiPaths.profileSetSettings()],
    ['deflate', '/api/docs-doc-folder-new/'],
    ['GZIP', '/api/access-grant/'],
  ])('a %s-declared plain body on %s is a 400 in the seeds’ shape', async (coding, path) => {
    for (const [type, body] of [
      ['application/json', '{"email":"a@b.c","pwd":"12345678"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.c&pwd=12345678'],
    ] as const) {
      const response = await post(path, body, { 'Content-Type': type, 'Content-Encoding': coding });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(NOT_DECOMPRESSED);
    }
  });

  it('a truncated or empty compressed body is a 400', async () => {
    const truncated = zlib.gzipSync('{"settings":"{}"}').subarray(0, 12);
    for (const body of [truncated, '']) {
      const response = await post(apiPaths.profileSetSettings(), body, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(NOT_DECOMPRESSED);
    }
  });

  it('reads bodies really sent compressed (gzip, deflate, br; JSON and form)', async () => {
    const json = '{"settings":"{}"}';
    const form = 'settings=%7B%7D';
    for (const [coding, body, type] of [
      ['gzip', zlib.gzipSync(json), 'application/json'],
      ['deflate', zlib.deflateSync(json), 'application/json'],
      ['br', zlib.brotliCompressSync(json), 'application/json'],
      ['gzip', zlib.gzipSync(form), 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await post(apiPaths.profileSetSettings(), body, {
        'Content-Type': type,
        'Content-Encoding': coding,
      });
      expect({ coding, status: response.status }).toEqual({ coding, status: 200 });
      expect((await readJson(response)).result).toBe('success');
    }
  });

  it('an unknown Content-Encoding is a 415, multipart uploads included', async () => {
    const json = await post(apiPaths.profileSetSettings(), '{}', {
      'Content-Type': 'application/json',
      'Content-Encoding': 'compress',
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({
      result: 'error',
      error_text: 'Unsupported request body encoding',
    });
    // Uploads are read as they come: a compressed one cannot be, whatever the coding.
    const upload = await post('/api/profile-userpic/', zlib.gzipSync('--x--\r\n'), {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Encoding': 'gzip',
    });
    expect(upload.status).toBe(415);
    expect((await readJson(upload)).result).toBe('error');
  });

  it('refuses a gzip bomb at the limit (413) without inflating it in memory', async () => {
    // 1 GiB of spaces in about 1 MB: inflating it in memory would take a gigabyte.
    const bomb = gzipBomb(1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    // What the app's gzip decompressor gives out (each push is inflated output): the work done.
    const pushes = jest.spyOn(zlib.Unzip.prototype, 'push');
    try {
      const response = await post(apiPaths.profileSetSettings(), bomb, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(TOO_LARGE);
    } finally {
      clearInterval(sampler);
      pushes.mockRestore();
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // Reading stops at BODY_LIMIT (64 KB) of output: the growth is buffers, not the gigabyte.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    // And inflating stopped early (at the compressed or the decompressed limit, whichever the
    // streams reach first): at most the limit plus the streams' buffers came out, not 1 GiB.
    const inflated = pushes.mock.calls.reduce(
      (sum, [chunk]) => sum + ((chunk as Buffer | null)?.length ?? 0),
      0,
    );
    expect(inflated).toBeLessThan(16 * BODY_LIMIT);
  });

  it('refuses a compressed body whose compressed size is over the limit (413)', async () => {
    // Incompressible bytes: the gzip is larger than BODY_LIMIT before anything is inflated.
    const noise = Buffer.from(Array.from({ length: BODY_LIMIT * 2 }, (_, i) => (i * 7919) % 251));
    const response = await post(apiPaths.profileSetSettings(), zlib.gzipSync(noise, { level: 0 }), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('a body that decompresses to more than the limit is a 413, just under it is read', async () => {
    const over = JSON.stringify({ settings: '{}', pad: 'x'.repeat(BODY_LIMIT) });
    const response = await post(apiPaths.profileSetSettings(), zlib.gzipSync(over), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);

    const under = JSON.stringify({ settings: '{}', pad: 'x'.repeat(BODY_LIMIT - 100) });
    const accepted = await post(apiPaths.profileSetSettings(), zlib.gzipSync(under), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(accepted.status).toBe(200);
  });

  it('a NUL character in the address is a 404, in a text field a 400', async () => {
    const address = await app.request('/api/profile-stamp-file/%00/', { cookie });
    expect(address.status).toBe(404);
    expect(await address.json()).toEqual({ result: 'error', error_text: 'Not found' });
    const owner = await registeredVisitor(app);
    const field = await owner.postJson('/api/access-revoke/', { grant_id: 'a\u0000b' });
    expect(field.status).toBe(400);
    expect(await field.json()).toEqual({
      result: 'error',
      error_text: 'grant_id contains a character that is not allowed',
      name: 'grant_id',
    });
  });
});
