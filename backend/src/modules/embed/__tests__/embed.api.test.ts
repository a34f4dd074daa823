import {
  accountPaths,
  docsPaths,
  EMBED_TOKEN_HEADER,
  embedPaths,
  readyPaths,
  redactorPaths,
  type EmbedCreateAnswer,
  type EmbedListAnswer,
  spreadsheetPaths,
} from '@gramota/contracts';
import { EmbedLink } from '../embed-link.entity';
import { CreatorClient, StandInEngine } from '../../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { ReadyClient } from '../../../test-support/ready-test-kit';
import { profileOf, registeredVisitor } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';

const SCHOOL = 'https://school.example';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Security review finding 9: a framed area works through the owner's embed link, and only so. */
describe.each(databases)('embed links on %s', (kind) => {
  let fixture: DocsFixture;
  let app: TestApp;
  let owner: ReadyClient;
  let docId: string;
  let otherDocId: string;

  beforeAll(async () => {
    fixture = await renderDocsFixture();
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
    const registered = await CreatorClient.registered(app);
    owner = new ReadyClient(registered.visitor, registered.userKey);
    await owner.grant(app, 'all-templates');
    docId = await owner.createDoc(fixture.free.id);
    await owner.ok('doc', 'rename', { data_id: docId, name: 'Class 5B diplomas' });
    const stranger = await CreatorClient.registered(app);
    otherDocId = await stranger.createDoc(fixture.free.id);
  }, 120_000);

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  const create = (fields: Record<string, string>) =>
    owner.visitor.post(embedPaths.create, { origins: SCHOOL, ...fields });
  const makeLink = async (fields: Record<string, string>) => {
    const response = await create(fields);
    const body = (await response.json()) as EmbedCreateAnswer;
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    return { ...body, token: new URL(body.url).searchParams.get('embed_key')! };
  };
  /** A framed page's call: the token header, no cookie (a third-party frame has none). */
  const framed = (token: string, path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { [EMBED_TOKEN_HEADER]: token, ...(init.headers as Record<string, string>) },
    });
  const linkCount = () => app.dataSource.getRepository(EmbedLink).count();

  it('lets the owner make a docs-picker link shown once, listed without its token', async () => {
    const link = await makeLink({ scope: 'docs-picker', days: '7' });
    expect(link.url).toMatch(/\/app\/docs\/\?embed=true&embed_key=[A-Za-z0-9_-]{43}$/);
    expect(link.iframe).toContain('<iframe src="');
    expect(link.link).toMatchObject({ scope: 'docs-picker', target: '', origins: [SCHOOL] });
    const list = (await (await owner.visitor.get(embedPaths.list)).json()) as EmbedListAnswer;
    expect(list.links.map((item) => item.id)).toContain(link.link.id);
    expect(JSON.stringify(list)).not.toContain(link.token);
  });

  it('shows the framed picker the owner’s documents with no cookie, and sets none', async () => {
    const { token } = await makeLink({ scope: 'docs-picker' });
    const check = await framed(token, '/api/login-check/');
    expect(await check.json()).toMatchObject({ login: true, user_key: owner.userKey });
    expect(check.headers.getSetCookie()).toEqual([]);
    const list = await framed(token, docsPaths.docsGet(owner.userKey));
    expect(list.status).toBe(200);
    const docs = ((await list.json()) as { docs: Record<string, { name: string }> }).docs;
    expect(docs[docId]?.name).toBe('Class 5B diplomas');
    expect(list.headers.getSetCookie()).toEqual([]);
  });

  it('refuses what a picker link does not allow, changing nothing', async () => {
    const { token } = await makeLink({ scope: 'docs-picker' });
    const attempts: Array<[string, RequestInit?]> = [
      [
        docsPaths.formAction('doc', 'rename'),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `data_id=${docId}&name=Hacked`,
        },
      ],
      [docsPaths.createDoc({ template_id: fixture.free.id })],
      [docsPaths.docsCopy(docId)],
      [redactorPaths.docClear(docId)],
      [accountPaths.logout],
      [embedPaths.list],
      [docsPaths.getDoc(docId)],
    ];
    for (const [path, init] of attempts) {
      const response = await framed(token, path, init);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toMatchObject({ error_code: 'embed_not_allowed' });
    }
    const docs = (await owner.visitor
      .get(docsPaths.docsGet(owner.userKey))
      .then((r) => r.json())) as {
      docs: Record<string, { name: string }>;
    };
    expect(docs.docs[docId]?.name).toBe('Class 5B diplomas');
    expect(Object.keys(docs.docs)).toHaveLength(1);
    expect((await owner.visitor.loginCheck()).login).toBe(true);
  });

  it('lets only the listed sites frame the page, and only the page of its scope', async () => {
    const { token } = await makeLink({ scope: 'docs-picker' });
    const page = await app.request(`/app/docs/?embed=true&embed_key=${token}`, { csrf: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors 'self' ${SCHOOL}(;|$)`),
    );
    expect(page.headers.getSetCookie()).toEqual([]);
    const plain = await app.request('/app/docs/?embed=true', { csrf: false });
    expect(plain.headers.get('content-security-policy')).not.toContain(SCHOOL);
    const other = await app.request(`/app/ready/?embed=true&embed_key=${token}`, { csrf: false });
    expect(other.status).toBe(403);
  });

  it('stops working when revoked or expired', async () => {
    const revoked = await makeLink({ scope: 'docs-picker' });
    const revoke = await owner.visitor.post(embedPaths.revoke, { id: revoked.link.id });
    expect(revoke.status).toBe(200);
    const afterRevoke = await framed(revoked.token, '/api/login-check/');
    expect(afterRevoke.status).toBe(401);
    expect(await afterRevoke.json()).toMatchObject({ error_code: 'embed_link_invalid' });
    const page = await app.request(`/app/docs/?embed=true&embed_key=${revoked.token}`, {
      csrf: false,
    });
    expect(page.status).toBe(401);

    const short = await makeLink({ scope: 'docs-picker', days: '1' });
    expect((await framed(short.token, '/api/login-check/')).status).toBe(200);
    app.clock.advance(DAY_MS + 1000);
    try {
      expect((await framed(short.token, '/api/login-check/')).status).toBe(401);
    } finally {
      app.clock.reset();
    }
    expect((await framed('A'.repeat(43), '/api/login-check/')).status).toBe(401);
  });

  it('keeps a spreadsheet link to its one document', async () => {
    const { token } = await makeLink({ scope: 'spreadsheet', target: docId });
    expect((await framed(token, docsPaths.getDoc(docId))).status).toBe(200);
    const other = await owner.createDoc(fixture.free.id);
    expect((await framed(token, docsPaths.getDoc(other))).status).toBe(403);
    expect((await framed(token, docsPaths.docsGet(owner.userKey))).status).toBe(403);
    // The table's own calls reach its document, and only it.
    expect((await framed(token, spreadsheetPaths.metaGet(docId))).status).toBe(200);
    expect((await framed(token, spreadsheetPaths.preview(docId, {}))).status).toBe(200);
    expect((await framed(token, spreadsheetPaths.metaGet(other))).status).toBe(403);
    expect((await framed(token, spreadsheetPaths.preview(other, {}))).status).toBe(403);
    const run = '0'.repeat(36);
    expect((await framed(token, spreadsheetPaths.massCreate(other, run, {}))).status).toBe(403);
    // The school's saved class lists are no part of the table (security review 2, finding 2).
    expect((await framed(token, spreadsheetPaths.classLists())).status).toBe(403);
  });

  it('keeps a ready-run link to the files of its run', async () => {
    const made = await owner.makeFile(fixture.free.id);
    const notInRun = await owner.makeFile(fixture.free.id);
    const { token } = await makeLink({ scope: 'ready-run', target: made });
    const askFor = (ids: string) =>
      framed(token, readyPaths.readyGetDocs(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `docs=${ids}`,
      });
    expect((await askFor(made)).status).toBe(200);
    expect((await askFor(`${made},${notInRun}`)).status).toBe(403);
    expect((await askFor(notInRun)).status).toBe(403);
  });

  it('refuses bad input, others’ items, anonymous visitors and switched colleagues, storing nothing', async () => {
    const before = await linkCount();
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ scope: 'docs-picker', origins: '' }, 400, 'embed_origins_invalid'],
      [{ scope: 'docs-picker', origins: 'javascript:alert(1)' }, 400, 'embed_origins_invalid'],
      [{ scope: 'docs-picker', origins: 'https://a.example/path' }, 400, 'embed_origins_invalid'],
      [{ scope: 'docs-picker', origins: "'unsafe-inline'" }, 400, 'embed_origins_invalid'],
      [{ scope: 'spreadsheet', target: otherDocId }, 400, 'embed_target_invalid'],
      [{ scope: 'spreadsheet', target: 'abc' }, 400, 'embed_target_invalid'],
      [{ scope: 'ready-run', target: '999999' }, 400, 'embed_target_invalid'],
    ];
    for (const [fields, status, code] of cases) {
      const response = await create(fields);
      expect({ fields, status: response.status }).toEqual({ fields, status });
      expect(await response.json()).toMatchObject({ result: 'error', error_code: code });
    }
    const badScope = await create({ scope: 'everything' });
    expect(badScope.status).toBe(400);
    const badDays = await create({ scope: 'docs-picker', days: '9999' });
    expect(badDays.status).toBe(400);

    const anonymous = await app.request(embedPaths.create, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `scope=docs-picker&origins=${SCHOOL}`,
    });
    expect(anonymous.status).toBe(401);

    const member = await registeredVisitor(app);
    const granted = await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'docs_full',
    });
    expect(granted.status).toBe(200);
    const ownerId = (await profileOf(owner.visitor)).id;
    expect((await member.post(accountPaths.accessSwitch, { owner_id: ownerId })).status).toBe(200);
    const switched = await member.post(embedPaths.create, {
      scope: 'docs-picker',
      origins: SCHOOL,
    });
    expect(switched.status).toBe(403);
    expect(await linkCount()).toBe(before);
  });
});
