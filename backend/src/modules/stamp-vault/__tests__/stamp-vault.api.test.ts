import {
  accountPaths,
  redactorPaths,
  stampVaultPaths,
  type AuditLogAnswer,
  type StampModalAnswer,
  type StampRequestsAnswer,
  type StampVaultAnswer,
} from '@gramota/contracts';
import { CreatorClient, StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer, type EditorClient } from '../../../test-support/redactor-test-kit';
import { joinAccount, saveStamped, uploadStamp } from '../../../test-support/stamp-test-kit';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { anonymousVisitor, pendingVisitor, userByEmail } from '../../../test-support/accounts';
import { User } from '../../auth';
import { Alert } from '../../alerts';
import { StampRequest } from '../stamp-request.entity';

/** AUDIT_RETENTION_DAYS of the app under test: not the default (1095), so the answer shows it. */
const RETENTION_DAYS = 400;

const fixture = docsFixtureForFile();

describe.each(databases)('the stamp and signature vault on %s', (kind) => {
  let app: TestApp;
  type Client = CreatorClient & { email: string };
  let owner: Client;
  let deputy: Client;
  let teacher: Client;
  let viewer: Client;
  let stranger: Client;
  let stamp: { id: string; kind: 'stamp' };
  let signature: { id: string; kind: 'signature' };
  let ownerId: string;
  let deputyId: string;
  let strangerId: string;

  const json = async <T>(response: Response) => ({
    status: response.status,
    body: (await response.json()) as T,
  });

  beforeAll(async () => {
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
      config: { auditRetentionDays: RETENTION_DAYS },
    });
    owner = await CreatorClient.registered(app);
    // PRO: files are made at once, without the free wait.
    await owner.grant(app, 'all-templates');
    [deputy, teacher, viewer, stranger] = await Promise.all([
      CreatorClient.registered(app),
      CreatorClient.registered(app),
      CreatorClient.registered(app),
      CreatorClient.registered(app),
    ]);
    ownerId = await owner.userId();
    // Before switching in: a member's profile is then the owner's.
    deputyId = await deputy.userId();
    strangerId = await stranger.userId();
    for (const [member, permission] of [
      [deputy, 'docs_full'],
      [teacher, 'docs_full'],
      [viewer, 'print_view'],
    ] as const)
      await joinAccount(owner, member, permission);
    stamp = { id: await uploadStamp(owner, 'stamp', 'School seal', 200), kind: 'stamp' };
    signature = {
      id: await uploadStamp(owner, 'signature', 'Director I. Petrova', 90),
      kind: 'signature',
    };
  });
  afterAll(async () => {
    await app.close();
  });

  const teacherId = async () => (await userByEmail(app, teacher.email)).id;

  const log = async (client: EditorClient, filters = {}) =>
    json<AuditLogAnswer>(await client.get(stampVaultPaths.auditLog(filters)));

  it('gives a signature to its owner alone; the owner chooses who else may place it', async () => {
    const vault = await json<StampVaultAnswer>(await owner.get(stampVaultPaths.vault));
    expect(vault.status).toBe(200);
    expect(vault.body.is_owner).toBe(true);
    expect(vault.body.stamps.map((s) => [s.name, s.placement, s.may_place])).toEqual([
      ['School seal', 'all', true],
      ['Director I. Petrova', 'chosen', true],
    ]);
    expect(vault.body.members?.map((member) => member.email).sort()).toEqual(
      [deputy.email, teacher.email, viewer.email].sort(),
    );

    // Only people with access to the account can be chosen: nothing changes otherwise.
    const rule = stampVaultPaths.rule(signature.id);
    expect(
      await answer(await owner.visitor.post(rule, { placement: 'chosen', chosen: strangerId })),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'chosen_invalid', name: 'chosen' }),
    });
    expect(
      (await answer(await owner.visitor.post(rule, { placement: 'everyone' }))).body.error_code,
    ).toBe('placement_invalid');
    const set = await owner.visitor.post(rule, { placement: 'chosen', chosen: deputyId });
    expect(set.status).toBe(200);

    // Members do not set rules, strangers do not find the stamp, visitors are asked to log in.
    expect((await deputy.visitor.post(rule, { placement: 'all' })).status).toBe(403);
    expect((await stranger.visitor.post(rule, { placement: 'all' })).status).toBe(404);
    const visitor = await anonymousVisitor(app);
    expect((await visitor.post(rule, { placement: 'all' })).status).toBe(401);
    // A visitor who has only looked keeps nothing by opening the stamp page or dialog.
    const looking = await pendingVisitor(app);
    const accounts = () => app.dataSource.getRepository(User).count();
    const before = await accounts();
    for (const url of [
      stampVaultPaths.vault,
      stampVaultPaths.requests,
      redactorPaths.stampModal(''),
    ])
      expect((await looking.get(url)).status).toBe(200);
    expect(await accounts()).toBe(before);

    const after = await json<StampVaultAnswer>(await owner.get(stampVaultPaths.vault));
    expect(after.body.stamps[1]).toMatchObject({ placement: 'chosen', chosen: [deputyId] });
  });

  it('greys the signature for a teacher without it, shows no picture, and refuses placing it', async () => {
    const forTeacher = await json<StampModalAnswer>(
      await teacher.get(redactorPaths.stampModal('')),
    );
    expect(forTeacher.body.stamps.map((s) => [s.name, s.may_place, s.url !== ''])).toEqual([
      ['School seal', true, true],
      ['Director I. Petrova', false, false],
    ]);
    const picture = accountPaths.profileStampFile(signature.id);
    expect((await teacher.get(picture)).status).toBe(404);
    expect((await deputy.get(picture)).status).toBe(200);
    expect((await owner.get(picture)).status).toBe(200);
    expect((await stranger.get(picture)).status).toBe(404);

    const doc = await teacher.createDoc(fixture.free.id);
    const placed = await saveStamped(teacher, doc, 'Diploma', [signature]);
    expect(await answer(placed)).toEqual({
      status: 403,
      body: expect.objectContaining({ error_code: 'stamp_not_allowed' }),
    });
    // Nothing was saved: the document still has no signature.
    expect((await teacher.getDoc(doc)).content).not.toContain(signature.id);
    // The seal is everyone's to place.
    expect((await saveStamped(teacher, doc, 'Diploma', [stamp])).status).toBe(200);

    const refused = await log(owner, { action: 'stamp_placed', outcome: 'refused' });
    expect(refused.body.events).toEqual([
      expect.objectContaining({
        actor: expect.stringContaining(teacher.email),
        stamp_name: 'Director I. Petrova',
        doc_id: doc,
      }),
    ]);
  });

  it('lets a teacher ask; the deputy approves once; then the teacher places it on that document only', async () => {
    const doc = await teacher.createDoc(fixture.free.id);
    const other = await teacher.createDoc(fixture.free.id);
    const ask = () =>
      teacher.visitor.post(stampVaultPaths.requests, {
        stamp_id: signature.id,
        doc_id: doc,
        note: '=HYPERLINK("http://evil.example")',
      });
    const asked = await json<{ request: { id: string; status: string } }>(await ask());
    expect(asked.status).toBe(200);
    expect(asked.body.request.status).toBe('pending');
    expect((await answer(await ask())).body.error_code).toBe('already_requested');
    // The holders hear of it in their alerts: the owner and the deputy chosen for the signature.
    const docName = (await teacher.getDoc(doc)).data.name;
    const alertsOf = async (userId: string) =>
      (await app.dataSource.getRepository(Alert).findBy({ userId })).map((alert) => alert.text);
    expect(await alertsOf(ownerId)).toEqual([
      // In the holder's language (no choice stored: Russian).
      `${teacher.email} просит поставить «Director I. Petrova» в документ «${docName}». ` +
        'Ответить можно в разделе «Печати: запросы и журнал» (меню профиля).',
    ]);
    expect(await alertsOf(deputyId)).toHaveLength(1);
    expect(await alertsOf(await teacherId())).toEqual([]);
    const requestId = asked.body.request.id;

    // A stranger's document, or a stranger asking: not found.
    const strangersDoc = await stranger.createDoc(fixture.free.id);
    expect(
      (
        await teacher.visitor.post(stampVaultPaths.requests, {
          stamp_id: signature.id,
          doc_id: strangersDoc,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.visitor.post(stampVaultPaths.requests, {
          stamp_id: signature.id,
          doc_id: doc,
        })
      ).status,
    ).toBe(404);

    // The teacher cannot approve their own request (logged), the viewer has no docs access, a
    // stranger does not find it.
    const decide = stampVaultPaths.decide(requestId);
    expect(await answer(await teacher.visitor.post(decide, { decision: 'approve' }))).toEqual({
      status: 403,
      body: expect.objectContaining({ error_code: 'not_holder' }),
    });
    expect((await viewer.visitor.post(decide, { decision: 'approve' })).status).toBe(403);
    expect((await stranger.visitor.post(decide, { decision: 'approve' })).status).toBe(404);
    expect(
      (await answer(await deputy.visitor.post(decide, { decision: 'maybe' }))).body.error_code,
    ).toBe('decision_invalid');

    const lists = await json<StampRequestsAnswer>(await deputy.get(stampVaultPaths.requests));
    expect(lists.body.to_decide).toEqual([
      expect.objectContaining({
        id: requestId,
        status: 'pending',
        doc_id: doc,
        requester_name: expect.stringContaining(teacher.email),
        preview_url: expect.stringMatching(new RegExp(`^/api/doc-thum/${doc}/`)),
      }),
    ]);
    expect(
      (await json<StampRequestsAnswer>(await teacher.get(stampVaultPaths.requests))).body.to_decide,
    ).toEqual([]);

    expect((await deputy.visitor.post(decide, { decision: 'approve' })).status).toBe(200);
    expect(
      (await answer(await owner.visitor.post(decide, { decision: 'decline' }))).body.error_code,
    ).toBe('already_decided');

    // The stamp dialog of that document offers it; elsewhere it stays greyed.
    const offered = async (docId?: string) =>
      (await json<StampModalAnswer>(await teacher.get(redactorPaths.stampModal('', docId)))).body
        .stamps[1]?.may_place;
    expect([await offered(doc), await offered(other), await offered()]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await saveStamped(teacher, doc, 'Diploma', [signature])).status).toBe(200);
    expect((await teacher.getDoc(doc)).content).toContain(signature.id);
    expect((await saveStamped(teacher, other, 'Other', [signature])).status).toBe(403);
    expect((await teacher.get(accountPaths.profileStampFile(signature.id))).status).toBe(200);
    // The teacher makes the file: the log names the teacher and the made file.
    const made = await teacher.created(doc, 'print');
    expect(await teacher.settled(doc, made.doc)).toMatchObject({ status: 'ready' });
    // Taking it off again is allowed, and logged.
    expect((await saveStamped(teacher, doc, 'Diploma', [])).status).toBe(200);

    const events = (await log(owner, { doc })).body.events.map((event) => [
      event.action,
      event.outcome,
    ]);
    expect(events).toEqual([
      ['stamp_removed', 'done'],
      ['file_made_with_stamp', 'done'],
      ['stamp_placed', 'done'],
      ['stamp_request_approved', 'done'],
      ['stamp_request_approved', 'refused'],
      ['stamp_requested', 'done'],
    ]);
  });

  it('names who asked for a made file and which file it was', async () => {
    const [made] = (await log(owner, { action: 'file_made_with_stamp' })).body.events;
    expect(made).toMatchObject({
      actor: expect.stringContaining(teacher.email),
      stamp_name: 'Director I. Petrova',
      file_id: expect.stringMatching(/^\d+$/),
    });
  });

  it('shows the log to the owner alone, filtered and as a CSV that a spreadsheet cannot run', async () => {
    const all = await log(owner);
    expect(all.status).toBe(200);
    // The page says how long events are kept: the server's AUDIT_RETENTION_DAYS.
    expect(all.body.retention_days).toBe(RETENTION_DAYS);
    expect(app.config.auditRetentionDays).toBe(RETENTION_DAYS);
    const actions = all.body.events.map((event) => event.action);
    expect(actions.slice(-3)).toEqual(['stamp_rule_changed', 'stamp_uploaded', 'stamp_uploaded']);

    expect((await log(deputy)).status).toBe(403);
    expect((await log(stranger)).body.events).toEqual([]);
    expect((await (await anonymousVisitor(app)).get(stampVaultPaths.auditLog())).status).toBe(401);
    expect(
      await answer(await owner.get(stampVaultPaths.auditLog({ action: 'stamp_eaten' as never }))),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'filter_invalid', name: 'action' }),
    });
    expect(
      (await answer(await owner.get(stampVaultPaths.auditLog({ from: '2026-02-30' })))).body.name,
    ).toBe('from');
    // Today on the account's clock holds every event; the day before holds none.
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await log(owner, { from: today, to: today })).body.events.length,
    ).toBeGreaterThanOrEqual(all.body.events.length - 1);
    expect((await log(owner, { to: '2020-01-01' })).body.events).toEqual([]);

    const csv = await owner.get(
      `${stampVaultPaths.auditCsv({ action: 'stamp_requested' })}&lng=ru`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Время,Кто,Действие,Итог,Печать или подпись,Документ,Файл,Подробности');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Запрошена');
    // The teacher's note started with "=": the cell starts with an apostrophe, never a formula.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect((await deputy.get(stampVaultPaths.auditCsv())).status).toBe(403);
  });

  it('refuses a visitor and the print_view member a request or a decision, and stores nothing', async () => {
    const doc = await teacher.createDoc(fixture.free.id);
    const asked = await json<{ request: { id: string; status: string } }>(
      await teacher.visitor.post(stampVaultPaths.requests, { stamp_id: signature.id, doc_id: doc }),
    );
    expect(asked.status).toBe(200);
    const requestId = asked.body.request.id;
    const requests = app.dataSource.getRepository(StampRequest);
    const stored = await requests.count();
    const logged = (await log(owner)).body.events.map((event) => event.id);
    const visitor = await anonymousVisitor(app);

    // Asking: the visitor is asked to log in, the viewer works on no documents.
    const ask = { stamp_id: signature.id, doc_id: doc, note: 'Please' };
    expect(await answer(await visitor.post(stampVaultPaths.requests, ask))).toEqual({
      status: 401,
      body: expect.objectContaining({ error_code: 'login_required' }),
    });
    expect(await answer(await viewer.visitor.post(stampVaultPaths.requests, ask))).toEqual({
      status: 403,
      body: expect.objectContaining({ error_code: 'forbidden' }),
    });
    // Deciding the teacher's pending request: the visitor is asked to log in.
    const decide = stampVaultPaths.decide(requestId);
    expect(await answer(await visitor.post(decide, { decision: 'approve' }))).toEqual({
      status: 401,
      body: expect.objectContaining({ error_code: 'login_required' }),
    });

    expect(await requests.count()).toBe(stored);
    expect(await requests.findOneByOrFail({ id: requestId })).toMatchObject({ status: 'pending' });
    const lists = await json<StampRequestsAnswer>(await owner.get(stampVaultPaths.requests));
    expect(lists.body.to_decide.filter((request) => request.status === 'pending')).toEqual([
      expect.objectContaining({ id: requestId, doc_id: doc }),
    ]);
    // Refused before reaching the vault: nothing to log either.
    expect((await log(owner)).body.events.map((event) => event.id)).toEqual(logged);
  });

  it('shows a stranger and a visitor none of the account’s stamps, requests or log', async () => {
    const ownersLog = (await log(owner)).body.events;
    const ownersRequests = (
      await json<StampRequestsAnswer>(await owner.get(stampVaultPaths.requests))
    ).body.to_decide;
    expect(ownersLog.length).toBeGreaterThan(0);
    expect(ownersRequests.length).toBeGreaterThan(0);
    const theirs = [
      'School seal',
      'Director I. Petrova',
      stamp.id,
      signature.id,
      teacher.email,
      ...ownersRequests.map((request) => request.id),
      ...ownersLog.map((event) => event.id),
    ];
    const noneOfTheirs = (text: string) =>
      expect(theirs.filter((thing) => text.includes(thing))).toEqual([]);

    // The stranger works in their own account: it has no stamps, requests or events.
    const vault = await stranger.get(stampVaultPaths.vault);
    expect(vault.status).toBe(200);
    const vaultText = await vault.text();
    noneOfTheirs(vaultText);
    expect(JSON.parse(vaultText)).toMatchObject({ is_owner: true, stamps: [], members: [] });

    const lists = await stranger.get(stampVaultPaths.requests);
    expect(lists.status).toBe(200);
    const listsText = await lists.text();
    noneOfTheirs(listsText);
    expect(JSON.parse(listsText)).toEqual({ result: 'success', to_decide: [], mine: [] });

    // The log, also filtered by the owner's stamp or by the owner as the actor.
    for (const filters of [{}, { stamp: signature.id }, { actor: ownerId }]) {
      const page = await stranger.get(stampVaultPaths.auditLog(filters));
      expect(page.status).toBe(200);
      const pageText = await page.text();
      noneOfTheirs(pageText);
      expect(JSON.parse(pageText)).toMatchObject({ events: [], next: null });
    }

    const csv = await stranger.get(`${stampVaultPaths.auditCsv()}?lng=en`);
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    noneOfTheirs(csvText);
    // The heading alone.
    expect(
      csvText
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    // A visitor has no log at all.
    const visitor = await anonymousVisitor(app);
    for (const url of [stampVaultPaths.auditLog(), stampVaultPaths.auditCsv()]) {
      const refused = await answer(await visitor.get(url));
      expect(refused).toEqual({
        status: 401,
        body: expect.objectContaining({ error_code: 'login_required' }),
      });
      noneOfTheirs(JSON.stringify(refused.body));
    }
  });

  it('logs deleting a stamp, keeps its events, and drops events past the retention period', async () => {
    const removed = await owner.visitor.post(accountPaths.profileStampRemove, { id: stamp.id });
    expect(removed.status).toBe(200);
    const deleted = await log(owner, { action: 'stamp_deleted' });
    expect(deleted.body.events).toEqual([expect.objectContaining({ stamp_name: 'School seal' })]);
    // Events of a deleted stamp still read with its name.
    expect((await log(owner, { stamp: stamp.id })).body.events.length).toBeGreaterThan(2);

    const before = (await log(owner)).body.events.length;
    app.clock.advance((RETENTION_DAYS + 1) * 24 * 3600 * 1000);
    await app.sweepWhenDue();
    app.clock.reset();
    expect(before).toBeGreaterThan(0);
    expect((await log(owner)).body.events).toEqual([]);
  });
});
