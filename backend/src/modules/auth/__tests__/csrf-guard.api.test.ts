import http from 'node:http';
import {
  accountPaths,
  docsPaths,
  errorTexts,
  redactorPaths,
  SESSION_COOKIE,
} from '@gramota/contracts';
import {
  DocsClient,
  renderDocsFixture,
  type DocsFixture,
} from '../../../test-support/docs-test-kit';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { formBody } from '../../../test-support/visitor';

/**
 * An HTTP request sent as written: fetch() (undici) sets Origin and Sec-Fetch-* itself, the way a
 * browser does, so a forged browser request is written by hand.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; setCookie: string[]; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie'] ?? [],
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Security review finding 1: the guard must see every /api path, whatever its case. */
const CASE_VARIANTS = (path: string) => [
  path.replace('/api/', '/API/'),
  path.replace('/api/', '/Api/'),
  path.replace('/api/', '/aPI/'),
];

describe.each(databases)('the anti-CSRF guard on %s', (kind) => {
  let fixture: DocsFixture;
  let app: TestApp;
  let teacher: DocsClient;
  let docId: string;

  const docName = async () => {
    const list = await teacher.list();
    return (list.docs as Record<string, { name: string }>)[docId]?.name;
  };
  const cookieHeader = () => `${SESSION_COOKIE}=${teacher.visitor.cookie(SESSION_COOKIE)}`;
  /** What a page on another site makes the teacher's browser send: the cookie, never the header. */
  const forged = (path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { Cookie: cookieHeader(), ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    fixture = await renderDocsFixture();
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
    teacher = await DocsClient.registered(app);
    docId = await teacher.createDoc(fixture.free.id);
    await teacher.ok('doc', 'rename', { data_id: docId, name: 'Royal Merit' });
    // Drawing the fixture's template pictures takes seconds on a loaded 2-core machine.
  }, 120_000);

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  it('refuses a rename through an upper-case /API/ path without the header, changing nothing', async () => {
    for (const path of CASE_VARIANTS(docsPaths.formAction('doc', 'rename'))) {
      const response = await forged(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: formBody({ data_id: docId, name: 'Hacked' }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ result: 'forbidden', error_text: errorTexts.csrf });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await docName()).toBe('Royal Merit');
  });

  it('refuses state-changing GETs by navigation (doc-clear, copy, favorite, logout) at any case', async () => {
    const before = await teacher.list();
    const navigation = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' };
    const targets = [
      redactorPaths.docClear(docId),
      docsPaths.docsCopy(docId),
      docsPaths.docsFavorite(docId, 'doc', true),
      accountPaths.logout,
    ];
    for (const target of targets) {
      for (const path of CASE_VARIANTS(target)) {
        const response = await forged(path, { headers: navigation });
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    const after = await teacher.list();
    expect(after).toEqual(before);
    expect((await teacher.visitor.loginCheck()).login).toBe(true);
  });

  it('refuses a call from another site even when it carries the header, and sets no cookie', async () => {
    const rename = docsPaths.formAction('doc', 'rename');
    const foreignHeaders: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreignHeaders) {
      const response = await rawRequest(
        app.baseUrl,
        'POST',
        rename,
        {
          Cookie: cookieHeader(),
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Requested-With': 'XMLHttpRequest',
          ...headers,
        },
        formBody({ data_id: docId, name: 'Hacked' }),
      );
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
      expect(JSON.parse(response.body)).toEqual({
        result: 'forbidden',
        error_text: errorTexts.crossSite,
      });
      expect(response.setCookie).toEqual([]);
    }
    expect(await docName()).toBe('Royal Merit');
  });

  it('lets the app itself through: same-origin Origin and Sec-Fetch-Site', async () => {
    const response = await teacher.visitor.post(
      docsPaths.formAction('doc', 'rename'),
      { data_id: docId, name: 'Royal Merit 2' },
      { Origin: app.baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(response.status).toBe(200);
    expect(await docName()).toBe('Royal Merit 2');
    await teacher.ok('doc', 'rename', { data_id: docId, name: 'Royal Merit' });
  });
});
