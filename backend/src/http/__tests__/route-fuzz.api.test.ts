import zlib from 'node:zlib';
import { errorAnswerSchema } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../test-support/test-app';
import type { Visitor } from '../../test-support/visitor';
import { CreatorClient, StandInEngine } from '../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../test-support/docs-test-kit';
import { isApiPath } from '../app-state';
import { listRoutes, type RouteInfo } from '../route-list';

/*
 * Every route of the app, GET and POST, with a valid session and the CSRF header, against
 * malformed input: junk path parameters, array / duplicated / huge query fields, bodies that are
 * not JSON, JSON of the wrong types, form arrays, bodies declared compressed that are not, wrong
 * content types, broken multipart, empty bodies. No answer may be a 5xx, and every /api error is
 * in the seeds' shape. Which fields a route reads is found out by watching its reads of
 * ctx.query and ctx.request.body; each of those fields then gets the junk one at a time, the
 * others holding plausible values, so a check deep in a handler is reached too.
 */

/** Path parameter values, as they go into the URL (already percent-encoded where needed). */
const PATH_JUNK = [
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  '%00',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'x'.repeat(5000),
  "'",
  '%27%22%3E%3Cscript%3E',
  '%D1%8F%F0%9F%98%80',
  '%zz',
  '%E0%A4%A',
  'null',
  '__proto__',
  '%20',
];

/** Query values (percent-encoded) for one field. */
const QUERY_JUNK: Array<(name: string) => string> = [
  (name) => `${name}[]=1&${name}[]=2`,
  (name) => `${name}=1&${name}=2`,
  (name) => `${name}[a][b]=1`,
  (name) => `${name}=`,
  (name) => `${name}=${'x'.repeat(5000)}`,
  (name) => `${name}=%00`,
  (name) => `${name}=-1`,
  (name) => `${name}=99999999999999999999`,
  (name) => `${name}=1.5`,
  (name) => `${name}=%27`,
  (name) => `${name}=%D1%8F%F0%9F%98%80`,
  (name) => `${name}=%zz`,
  (name) => `${name}=null`,
];

/** JSON values for one field. */
const JSON_JUNK: unknown[] = [
  [1, 2],
  [],
  { a: { b: 1 } },
  {},
  null,
  5,
  -1,
  1e21,
  1.5,
  true,
  '',
  'x'.repeat(60_000),
  '\u0000',
  "'",
  'я😀',
  [[[]]],
];

/** Form bodies for one field. */
const FORM_JUNK: Array<(name: string) => string> = [
  (name) => `${name}[]=1&${name}[]=2`,
  (name) => `${name}[a][b]=1`,
  (name) => `${name}=1&${name}=2`,
  (name) => `${name}=${'x'.repeat(20_000)}`,
  (name) => `${name}=%00`,
];

/**
 * Calls whose error answers the contracts define otherwise than `{ result, error_text }`: get-doc
 * answers text, `forbidden` (contracts/docs.ts); the editor's image upload answers
 * `{ status: 'err', error_text }` (ImageUploadAnswer, contracts/redactor.ts).
 */
const OTHER_ERROR_SHAPES: Array<{ path: RegExp; accepts: (text: string) => boolean }> = [
  { path: /^\/api\/get-doc\//, accepts: (text) => text.trim() === 'forbidden' },
  // The canvas editor's load answers like get-doc (contracts/workshop.ts).
  { path: /^\/api\/workshop-template-get\//, accepts: (text) => text.trim() === 'forbidden' },
  // The workshop plan refuses with `{ result: 'workshop-pay' }` (HTTP 402, WorkshopPayAnswer).
  {
    path: /^\/api\/workshop-/,
    accepts: (text) =>
      (parsed(text) as { result?: unknown } | undefined)?.result === 'workshop-pay',
  },
  {
    path: /^\/api\/redactor-image-upload\//,
    accepts: (text) => {
      const answer = parsed(text) as { status?: unknown; error_text?: unknown } | undefined;
      return answer?.status === 'err' && typeof answer.error_text === 'string';
    },
  },
];

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * True when an /api error answer has the seeds' shape, or the one its contract gives the call's
 * own errors (what the shared layers refuse before the handler, e.g. a body that does not parse,
 * is in the seeds' shape on every path).
 */
function inErrorShape(pathname: string, text: string): boolean {
  if (errorAnswerSchema.safeParse(parsed(text)).success) return true;
  return OTHER_ERROR_SHAPES.some((item) => item.path.test(pathname) && item.accepts(text));
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

interface Body {
  label: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** Whole-body junk every POST route gets. */
function bodyJunk(): Body[] {
  const json = (label: string, body: string | Uint8Array, extra: Record<string, string> = {}) => ({
    label,
    headers: { ...JSON_TYPE, ...extra },
    body,
  });
  const form = (label: string, body: string) => ({ label, headers: FORM_TYPE, body });
  const typed = (label: string, type: string, body: string) => ({
    label,
    headers: { 'Content-Type': type },
    body,
  });
  return [
    json('malformed JSON', '{"a":'),
    json('single-quoted JSON', "{'a':1}"),
    json('JSON array', '[1,2]'),
    json('JSON null', 'null'),
    json('JSON number', '5'),
    json('JSON string', '"x"'),
    json('JSON true', 'true'),
    json('JSON empty object', '{}'),
    json('JSON __proto__', '{"__proto__":{"polluted":1}}'),
    json('JSON constructor.prototype', '{"constructor":{"prototype":{"polluted":1}}}'),
    json('deeply nested JSON', `${'['.repeat(3000)}${']'.repeat(3000)}`),
    json(
      'JSON with many keys',
      JSON.stringify(Object.fromEntries(range(5000).map((i) => [`k${i}`, i]))),
    ),
    json('JSON over the limit', JSON.stringify({ a: 'x'.repeat(70 * 1024) })),
    json('empty JSON body', ''),
    json('gzip-declared plain JSON', '{"a":1}', { 'Content-Encoding': 'gzip' }),
    json('deflate-declared plain JSON', '{"a":1}', { 'Content-Encoding': 'deflate' }),
    json('br-declared plain JSON', '{"a":1}', { 'Content-Encoding': 'br' }),
    json('unknown encoding', '{"a":1}', { 'Content-Encoding': 'zstd-nope' }),
    json('gzip of malformed JSON', zlib.gzipSync('{"a":'), { 'Content-Encoding': 'gzip' }),
    json('truncated gzip', zlib.gzipSync('{"a":1}').subarray(0, 10), {
      'Content-Encoding': 'gzip',
    }),
    json('JSON in UTF-16', '{"a":1}', { 'Content-Type': 'application/json; charset=utf-16' }),
    json('JSON with an unknown charset', '{"a":1}', {
      'Content-Type': 'application/json; charset=nope',
    }),
    form('form arrays', 'a[]=1&a[]=2&b[c][d][e][f][g][h]=1'),
    form(
      'form with 3000 fields',
      range(3000)
        .map((i) => `f${i}=${i}`)
        .join('&'),
    ),
    form('malformed form encoding', '%zz=%E0%A4%A&a=%'),
    form('empty form', ''),
    {
      label: 'gzip-declared plain form',
      headers: { ...FORM_TYPE, 'Content-Encoding': 'gzip' },
      body: 'a=1',
    },
    typed('text/plain body', 'text/plain', '{"a":1}'),
    typed('xml body', 'application/xml', '<a>1</a>'),
    typed('octet-stream body', 'application/octet-stream', '\u0000\u0001'),
    typed('multipart without boundary', 'multipart/form-data', 'junk'),
    typed(
      'truncated multipart',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ),
    typed(
      'multipart with junk headers',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nnonsense\r\n\r\n--XyZ--\r\n',
    ),
    typed(
      'multipart with an empty file and arrays',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="a[]"\r\n\r\n1\r\n' +
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\r\n--XyZ--\r\n',
    ),
    { label: 'no content type', headers: {}, body: '' },
  ];
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** Field names a handler read (ctx.query / ctx.request.body), recorded per request. */
class FieldSpy {
  readonly read = new Set<string>();
  private readonly restore: Array<() => void> = [];

  constructor(app: TestApp) {
    const request = app.koa.request as object;
    const base = Object.getPrototypeOf(request) as object;
    const query = Object.getOwnPropertyDescriptor(base, 'query');
    if (!query?.get || !query.set) throw new Error("Koa's request has no query accessor");
    const watch = (value: unknown) => this.watch(value);
    const store = new WeakMap<object, unknown>();
    Object.defineProperty(request, 'query', {
      configurable: true,
      get(this: object) {
        return watch(query.get!.call(this));
      },
      set(this: object, value: unknown) {
        query.set!.call(this, value);
      },
    });
    Object.defineProperty(request, 'body', {
      configurable: true,
      get(this: object) {
        return watch(store.get(this));
      },
      set(this: object, value: unknown) {
        store.set(this, value);
      },
    });
    this.restore.push(() => {
      delete (request as Record<string, unknown>).query;
      delete (request as Record<string, unknown>).body;
    });
  }

  private watch(value: unknown): unknown {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const read = this.read;
    const note = (property: string | symbol) => {
      if (typeof property === 'string' && /^[A-Za-z_][\w-]{0,40}$/.test(property))
        if (!['then', 'toJSON', 'constructor', 'hasOwnProperty'].includes(property))
          read.add(property);
    };
    return new Proxy(value, {
      get(target, property, receiver) {
        note(property);
        return Reflect.get(target, property, receiver) as unknown;
      },
      has(target, property) {
        note(property);
        return Reflect.has(target, property);
      },
    });
  }

  stop(): void {
    for (const undo of this.restore) undo();
  }
}

interface Failure {
  what: string;
  status: number;
  body: string;
}

describe.each(databases)('every route against malformed input, on %s', (kind) => {
  let fixture: DocsFixture;
  let app: TestApp;
  let visitor: Visitor;
  let spy: FieldSpy;
  /** Plausible values for path parameters and fields, so junk in one part reaches the handler. */
  let valid: Record<string, string>;

  beforeAll(async () => {
    fixture = await renderDocsFixture();
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const made = await teacher.created(doc, 'export');
    await teacher.settled(doc, made.doc);
    const file = { id: made.doc };
    visitor = teacher.visitor;
    valid = {
      userKey: teacher.userKey,
      docId: doc,
      doc: file.id,
      data_id: doc,
      ids: doc,
      files: file.id,
      templateId: fixture.free.id,
      template: fixture.free.id,
      template_id: fixture.free.id,
      lng: 'ru',
      ver: '1',
      type: 'export',
      suffix: 'free',
      status: 'ready',
      area: 'docs',
      page: 'docs/',
      packageId: 'roboto',
      file: 'a.png',
      provider: 'none',
      folder: 'root',
      folder_id: 'root',
      parent: 'root',
      name: 'Fuzz',
      email: 'fuzz@example.com',
      pwd: 'correct horse battery',
      code: '123456',
      settings: '{}',
      timezone: 'Europe/Moscow',
      view: 'list',
      format: 'a4',
    };
    spy = new FieldSpy(app);
  }, 120_000);

  afterAll(async () => {
    spy?.stop();
    await app?.close();
    fixture?.remove();
  });

  /** Routes that end the session or empty things go last, /api/logout/ at the very end. */
  function fuzzOrder(routes: RouteInfo[]): RouteInfo[] {
    const rank = (route: RouteInfo) =>
      /logout/.test(route.path)
        ? 2
        : /remove|clear|revoke|disconnect|exit|switch|login-|access-/.test(route.path)
          ? 1
          : 0;
    return [...routes].sort((a, b) => rank(a) - rank(b));
  }

  function pathOf(route: RouteInfo, junk?: { param: string; value: string }): string {
    return route.path.replace(/:(\w+)|\{\*(\w+)\}/g, (_all, named?: string, rest?: string) => {
      const param = named ?? rest ?? '';
      if (junk?.param === param) return junk.value;
      return encodeURIComponent(valid[param] ?? '1');
    });
  }

  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const plausible = (names: Iterable<string>) =>
    Object.fromEntries([...names].map((name) => [name, valid[name] ?? '1']));

  it('answers no 5xx, and every /api error in the seeds’ shape', async () => {
    const routes = fuzzOrder(listRoutes(app.koa).filter((r) => ['GET', 'POST'].includes(r.method)));
    // Every router is walked: the seeds' calls, the pages and the static files.
    expect(routes.length).toBeGreaterThan(100);

    const failures: Failure[] = [];
    const badShapes: Failure[] = [];
    let sent = 0;

    async function send(
      what: string,
      method: string,
      url: string,
      init: { headers?: Record<string, string>; body?: string | Uint8Array } = {},
    ): Promise<void> {
      sent += 1;
      let status: number;
      let text: string;
      try {
        const response = await visitor.request(url, {
          method,
          headers: init.headers,
          body: method === 'GET' ? undefined : init.body,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        failures.push({
          what: `${method} ${url.slice(0, 200)} [${what}]`,
          status: 0,
          body: String(error),
        });
        return;
      }
      const entry = {
        what: `${method} ${url.slice(0, 200)} [${what}]`,
        status,
        body: text.slice(0, 300),
      };
      // A cloud service that is not set up says so with 503 not_configured (the AI assistant:
      // ai_not_configured): that is not a fault.
      const notConfigured = status === 503 && /"error_code":"(\w+_)?not_configured"/.test(text);
      if (status >= 500 && !notConfigured) failures.push(entry);
      const pathname = new URL(url, app.baseUrl).pathname;
      if (status >= 400 && isApiPath(pathname) && !inErrorShape(pathname, text))
        badShapes.push(entry);
    }

    /** The fields the route reads: found by sending plausible values until no new name is read. */
    async function fieldsOf(route: RouteInfo): Promise<string[]> {
      const names = new Set<string>();
      for (let round = 0; round < 4; round += 1) {
        spy.read.clear();
        const fields = plausible(names);
        if (route.method === 'GET')
          await send('discovery', 'GET', `${pathOf(route)}?${query(fields)}`);
        else
          await send('discovery', 'POST', pathOf(route), {
            headers: JSON_TYPE,
            body: JSON.stringify(fields),
          });
        const before = names.size;
        for (const name of spy.read) names.add(name);
        if (names.size === before) break;
      }
      return [...names];
    }

    const started = Date.now();
    for (const route of routes) {
      const path = pathOf(route);
      for (const param of route.params)
        for (const value of PATH_JUNK)
          await send(`path ${param}`, route.method, pathOf(route, { param, value }), {
            headers: JSON_TYPE,
            body: '{}',
          });

      const names = await fieldsOf(route);
      if (process.env.FUZZ_DEBUG)
        process.stdout.write(`${route.method} ${route.path}: ${names.join(' ')}\n`);
      const others = (name: string) => plausible(names.filter((other) => other !== name));
      if (route.method === 'GET') {
        await send('query arrays', 'GET', `${path}?a[]=1&a[]=2&a=3`);
        await send('gzip-declared, no body', 'GET', path, {
          headers: { 'Content-Encoding': 'gzip' },
        });
        await send('POST to a GET route', 'POST', path, { headers: JSON_TYPE, body: '{"a":' });
        for (const name of names)
          for (const junk of QUERY_JUNK) {
            const rest = query(others(name));
            await send(
              `query ${junk(name).slice(0, 40)}`,
              'GET',
              `${path}?${rest}${rest ? '&' : ''}${junk(name)}`,
            );
          }
      } else {
        await send('GET to a POST route', 'GET', `${path}?a[]=1&a[]=2`);
        for (const body of bodyJunk()) await send(body.label, 'POST', path, body);
        for (const name of names) {
          for (const value of JSON_JUNK)
            await send(`JSON ${name}=${String(JSON.stringify(value)).slice(0, 30)}`, 'POST', path, {
              headers: JSON_TYPE,
              body: JSON.stringify({ ...others(name), [name]: value }),
            });
          for (const junk of FORM_JUNK) {
            const rest = query(others(name));
            await send(`form ${junk(name).slice(0, 40)}`, 'POST', path, {
              headers: FORM_TYPE,
              body: `${rest}${rest ? '&' : ''}${junk(name)}`,
            });
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    // Printed on purpose: what was covered, and how long it took.
    process.stdout.write(
      `route fuzz on ${kind}: ${routes.length} routes, ${sent} requests in ${seconds.toFixed(1)} s\n`,
    );

    const list = (items: Failure[]) =>
      items
        .slice(0, 60)
        .map((item) => `${item.status} ${item.what}\n    ${item.body}`)
        .join('\n') + (items.length > 60 ? `\n... and ${items.length - 60} more` : '');
    expect({ count: failures.length, failures: list(failures) }).toEqual({
      count: 0,
      failures: '',
    });
    expect({ count: badShapes.length, badShapes: list(badShapes) }).toEqual({
      count: 0,
      badShapes: '',
    });
  }, 300_000);
});
