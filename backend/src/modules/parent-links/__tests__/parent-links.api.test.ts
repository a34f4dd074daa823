import fs from 'node:fs';
import path from 'node:path';
import {
  parentLinkPaths,
  stampVaultPaths,
  type AuditLogAnswer,
  type ParentLinkSetAnswer,
} from '@gramota/contracts';
import { CreatorClient, StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { joinAccount } from '../../../test-support/stamp-test-kit';
import { appForBlock, databases } from '../../../test-support/test-app';
import { anonymousVisitor } from '../../../test-support/accounts';
import { ReadyFile } from '../../ready';
import { ParentLinkSet } from '../parent-link-set.entity';

jest.setTimeout(120_000);

const fixture = docsFixtureForFile();
const LIST = path.join(
  __dirname,
  '../../../../../fixtures/class-lists/ua-3v-utf8-formula-like.csv',
);
const DAY = 24 * 60 * 60 * 1000;

/** The pupils as the school's file lists them: «Прізвище Ім'я», in its order. */
function pupils(): string[] {
  const [, ...rows] = fs.readFileSync(LIST, 'utf8').trim().split(/\r?\n/);
  return rows.map((row) => {
    const [surname, name] = row.split(',');
    return `${surname} ${name}`;
  });
}

describe.each(databases)('links for parents on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
  }));
  type Client = MassClient & { email: string };

  /** A school: its owner (PRO), a teacher working in it, a member who may only print, a stranger. */
  async function school() {
    const owner = (await MassClient.registered(app)) as Client;
    await owner.grant(app, 'all-templates');
    const [teacher, printer, stranger] = (await Promise.all([
      MassClient.registered(app),
      MassClient.registered(app),
      MassClient.registered(app),
    ])) as Client[];
    await joinAccount(owner, teacher!, 'docs_full');
    await joinAccount(owner, printer!, 'print_view');
    return { owner, teacher: teacher!, printer: printer!, stranger: stranger! };
  }

  /** A class run of the fixture's pupils, sent last row first (renders finish out of order). */
  async function classRun(client: MassClient) {
    const doc = await client.labelledDoc(fixture.free.id, 'Грамота', '[Учень]');
    const massId = newMassId();
    const names = pupils();
    const ids: string[] = [];
    for (let row = names.length - 1; row >= 0; row -= 1)
      ids.unshift((await client.massCreated(doc, massId, { Учень: names[row]! }, row)).doc);
    expect((await client.runSettled(ids)).status).toBe('ready');
    return { ids, names, doc };
  }

  /** Status and body; the body is the set's answer when the call succeeded. */
  const linksAnswer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as ParentLinkSetAnswer,
  });
  const setOf = async (client: CreatorClient, ids: readonly string[]) =>
    linksAnswer(await client.get(parentLinkPaths.ofFiles(ids)));
  const make = async (client: CreatorClient, ids: readonly string[], days: number | string) =>
    linksAnswer(
      await client.visitor.post(parentLinkPaths.sets, { files: ids.join(','), days: String(days) }),
    );
  /** A parent's phone: no session, no cookie, only the address. */
  const open = async (url: string) => {
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  };
  const logOf = async (client: CreatorClient, action: string) =>
    (
      (await (
        await client.get(stampVaultPaths.auditLog({ action: action as 'parent_links_made' }))
      ).json()) as AuditLogAnswer
    ).events;

  it('gives each pupil a link to their own file only, as a sheet and a CSV, until revoked', async () => {
    const { owner, teacher } = await school();
    const { ids, names } = await classRun(owner);
    expect(names).toHaveLength(6);
    expect((await setOf(teacher, ids)).body.set).toBeNull();

    // The teacher working in the school's account makes them, for two weeks.
    const made = await make(teacher, ids, 14);
    expect(made.status).toBe(200);
    const set = made.body.set!;
    expect(set.state).toBe('active');
    expect(Date.parse(set.expires_at) - Date.parse(set.created_at)).toBe(14 * DAY);
    expect(set.links.map((link) => link.pupil)).toEqual(names);
    expect(set.links.map((link) => link.file)).toEqual(ids);
    const codes = set.links.map((link) => {
      expect(link.url.startsWith(`${app.baseUrl}/app/s/`)).toBe(true);
      return link.url.slice(`${app.baseUrl}/app/s/`.length, -1);
    });
    expect(new Set(codes).size).toBe(6);
    // The dialog finds the same set again by the run's files.
    expect((await setOf(owner, ids)).body.set?.id).toBe(set.id);

    // Each link opens that pupil's page, naming no other pupil, and that pupil's file.
    for (const [at, link] of set.links.entries()) {
      const page = await open(link.url);
      expect(page.status).toBe(200);
      expect(page.html).toContain(names[at]!.replace("'", '&#39;'));
      expect(page.html).toContain('Ссылка действует до');
      for (const other of names.filter((_, index) => index !== at))
        expect(page.html).not.toContain(other.split(' ')[0]!.replace("'", '&#39;'));
      const pdf = await fetch(`${link.url}file.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }

    // A second set while this one works is refused: the sheet already handed out stays valid.
    expect(await make(owner, ids, 30)).toEqual({
      status: 409,
      body: expect.objectContaining({ error_code: 'links_active' }),
    });

    // The CSV for the school's messenger, in the reader's language, and the sheet of cards.
    const csv = await owner.get(parentLinkPaths.csv(set.id, 'ru'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('№,Ученик,Ссылка,Действует до');
    expect(lines).toHaveLength(7);
    for (const [at, link] of set.links.entries()) {
      expect(lines[at + 1]).toContain(link.url);
      expect(lines[at + 1]).toContain(names[at]!.split(' ')[1]!);
    }
    const sheet = await owner.get(parentLinkPaths.sheet(set.id, 'uk'));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const drawn = engine.linkSheets.at(-1)!;
    expect(drawn.cards).toEqual(set.links.map((link) => ({ name: link.pupil, url: link.url })));
    // Titled after the run's document (here the template's name the doc kept).
    const docName = drawn.texts.docName;
    expect(docName).not.toBe('');
    expect(drawn.texts.title).toBe(`Посилання для батьків · ${docName}`);
    expect(drawn.texts.until).toMatch(/^Діє до \d{1,2} \S+ \d{4}/);

    // Revoking stops every link at once; the file's own share code keeps working.
    const revoked = await linksAnswer(await owner.visitor.post(parentLinkPaths.revoke(set.id), {}));
    expect(revoked.status).toBe(200);
    expect(revoked.body.set?.state).toBe('revoked');
    for (const link of set.links) {
      for (let again = 0; again < 2; again += 1) {
        const page = await open(link.url);
        expect(page.status).toBe(410);
        expect(page.html).toContain('Ссылка больше не действует');
        expect(page.html).not.toContain(link.pupil.split(' ')[1]!);
      }
      expect((await fetch(`${link.url}file.pdf`)).status).toBe(404);
    }
    const own = await app.dataSource
      .getRepository(ReadyFile)
      .findOneByOrFail({ id: Number(ids[0]) });
    expect((await open(`${app.baseUrl}/app/s/${own.shareMobileCode}/`)).status).toBe(200);
    expect(
      (await answer(await owner.visitor.post(parentLinkPaths.revoke(set.id), {}))).body,
    ).toMatchObject({ error_code: 'already_revoked' });
    expect((await answer(await owner.get(parentLinkPaths.sheet(set.id)))).body).toMatchObject({
      error_code: 'links_inactive',
    });
    expect((await owner.get(parentLinkPaths.csv(set.id))).status).toBe(410);

    // The owner's log: who made and revoked them, and each gone link opened (once a day each).
    const madeLog = await logOf(owner, 'parent_links_made');
    expect(madeLog).toHaveLength(1);
    expect(madeLog[0]).toMatchObject({ doc_name: docName, outcome: 'done' });
    expect(madeLog[0]!.actor).toContain(teacher.email);
    const revokedLog = await logOf(owner, 'parent_links_revoked');
    expect(revokedLog).toHaveLength(1);
    expect(revokedLog[0]!.actor).toContain(owner.email);
    const refusedLog = await logOf(owner, 'parent_link_refused');
    expect(refusedLog).toHaveLength(6);
    expect(refusedLog.every((event) => event.outcome === 'refused')).toBe(true);
    expect(refusedLog.map((event) => event.detail).sort()).toEqual([...names].sort());

    // New links for the run can be made now, with new codes; the old ones stay gone.
    const again = await make(owner, ids, 3);
    expect(again.status).toBe(200);
    expect(again.body.set?.links.map((link) => link.url)).not.toContain(set.links[0]!.url);
    expect((await open(again.body.set!.links[0]!.url)).status).toBe(200);
    expect((await open(set.links[0]!.url)).status).toBe(410);
  });

  it('stops the links on their last day and lets the teacher make new ones', async () => {
    const { owner } = await school();
    const { ids } = await classRun(owner);
    const set = (await make(owner, ids, 3)).body.set!;
    expect((await open(set.links[1]!.url)).status).toBe(200);
    app.clock.advance(3 * DAY - 60_000);
    expect((await open(set.links[1]!.url)).status).toBe(200);
    app.clock.advance(60_000);
    expect((await open(set.links[1]!.url)).status).toBe(410);
    expect((await setOf(owner, ids)).body.set?.state).toBe('expired');
    expect((await make(owner, ids, 7)).status).toBe(200);
  });

  it('makes one set when the button is clicked several times at once', async () => {
    const { owner, teacher } = await school();
    const { ids } = await classRun(owner);
    // A double click, a second tab and a colleague, all at the same moment.
    const answers = await Promise.all([
      make(owner, ids, 14),
      make(owner, ids, 14),
      make(teacher, ids, 7),
      make(teacher, ids, 30),
      make(owner, ids, 3),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body).toMatchObject({ error_code: 'links_active' });
    const made = answers.find((answer) => answer.status === 200)!.body.set!;
    // One set of the run in the database, and it is the one the dialog shows.
    const stored = await app.dataSource.getRepository(ParentLinkSet).find({
      where: { id: made.id },
    });
    expect(stored).toHaveLength(1);
    expect(
      await app.dataSource.getRepository(ParentLinkSet).countBy({ massId: stored[0]!.massId }),
    ).toBe(1);
    expect((await setOf(owner, ids)).body.set?.id).toBe(made.id);
    expect(await logOf(owner, 'parent_links_made')).toHaveLength(1);
  });

  it('refuses other people, bad input and guessed links, changing nothing', async () => {
    const { owner, printer, stranger } = await school();
    const { ids } = await classRun(owner);
    const sets = () => app.dataSource.getRepository(ParentLinkSet).count();
    const before = await sets();

    // Bad input: each with its message, nothing made.
    for (const [days, code] of [
      [5, 'days_invalid'],
      ['', 'days_invalid'],
    ] as const)
      expect((await make(owner, ids, days)).body).toMatchObject({ error_code: code });
    for (const files of ['', 'abc', '1,,x', '99999999999', '0'])
      expect(
        (await answer(await owner.visitor.post(parentLinkPaths.sets, { files, days: '7' }))).body,
      ).toMatchObject({ error_code: 'files_invalid', name: 'files' });
    const many = Array.from({ length: 31 }, (_, at) => String(at + 1));
    expect((await make(owner, many, 7)).body).toMatchObject({ error_code: 'files_invalid' });
    // A file made on its own belongs to no run; files of two runs are two runs.
    const singleDoc = await owner.labelledDoc(fixture.free.id, 'Одна');
    const single = (await owner.created(singleDoc, 'print')).doc;
    expect((await owner.settled(singleDoc, single)).status).toBe('ready');
    expect((await make(owner, [ids[0]!, single], 7)).body).toMatchObject({
      error_code: 'not_one_run',
    });
    const other = await classRun(owner);
    expect((await make(owner, [ids[0]!, other.ids[0]!], 7)).body).toMatchObject({
      error_code: 'not_one_run',
    });

    // Someone else's run is not found; a member who may only print is refused; a visitor logs in.
    expect(await make(stranger, ids, 7)).toEqual({
      status: 404,
      body: expect.objectContaining({ error_code: 'not_found' }),
    });
    expect((await setOf(stranger, ids)).status).toBe(404);
    expect((await make(printer, ids, 7)).status).toBe(403);
    expect((await setOf(printer, ids)).status).toBe(403);
    const visitor = await anonymousVisitor(app);
    const asVisitor = await answer(
      await visitor.post(parentLinkPaths.sets, { files: ids.join(','), days: '7' }),
    );
    expect(asVisitor).toEqual({
      status: 401,
      body: expect.objectContaining({ error_code: 'login_required' }),
    });
    expect(await sets()).toBe(before);

    // The owner's set: a stranger can neither read, download nor revoke it.
    const set = (await make(owner, ids, 7)).body.set!;
    for (const url of [parentLinkPaths.sheet(set.id), parentLinkPaths.csv(set.id)])
      expect((await stranger.get(url)).status).toBe(404);
    expect((await stranger.visitor.post(parentLinkPaths.revoke(set.id), {})).status).toBe(404);
    // A visitor is asked to log in for every call, and revokes nothing.
    for (const url of [
      parentLinkPaths.ofFiles(ids),
      parentLinkPaths.sheet(set.id),
      parentLinkPaths.csv(set.id),
    ])
      expect(await answer(await visitor.get(url))).toEqual({
        status: 401,
        body: expect.objectContaining({ error_code: 'login_required' }),
      });
    expect((await visitor.post(parentLinkPaths.revoke(set.id), {})).status).toBe(401);
    expect((await printer.visitor.post(parentLinkPaths.revoke(set.id), {})).status).toBe(403);
    for (const url of [parentLinkPaths.sheet(set.id), parentLinkPaths.csv(set.id)])
      expect((await printer.get(url)).status).toBe(403);
    // A file id past the database's integer is bad input, not a server error.
    expect((await make(owner, ['9999999999'], 7)).body).toMatchObject({
      error_code: 'files_invalid',
    });
    expect((await open(set.links[0]!.url)).status).toBe(200);

    // A guessed link: the page says the file is not there, and no file comes.
    const guessed = `${app.baseUrl}/app/s/${'A'.repeat(22)}/`;
    const page = await open(guessed);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Файл не найден');
    expect((await fetch(`${guessed}file.jpg`)).status).toBe(404);
  });
});
