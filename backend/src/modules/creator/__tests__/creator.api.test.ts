import {
  CREATOR_LIMITS,
  creatorErrors,
  creatorPaths,
  readyPaths,
  type CreaterGetStatusAnswer,
  type ReadyGetAnswer,
  type ReadyGetDocsAnswer,
  type RenderNote,
} from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { ReadyFile } from '../../ready';
import { Doc } from '../../docs';
import { newDataId, Payment } from '../../payments';
import { CreatorJob } from '../creator-job.entity';
import {
  CreatorClient,
  eventually,
  pause,
  StandInEngine,
} from '../../../test-support/creator-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe.each(databases)('creator and ready calls on %s', (kind) => {
  let app: TestApp;
  const engine = new StandInEngine();

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir, renderEngine: engine });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    engine.failures = 0;
    engine.timeout = false;
    engine.missing = null;
    engine.notes = [];
    app.clock.reset();
  });

  it('the create-files job of My documents: one export per doc, polled until every file is ready', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const docs = [
      await teacher.createDoc(fixture.free.id),
      await teacher.createDoc(fixture.pro.id),
    ];
    const jobs: string[] = [];
    for (const doc of docs) {
      const started = await json(await teacher.get(creatorPaths.createFile(doc)));
      expect(started).toMatchObject({ status: 200, body: { result: 'success' } });
      jobs.push(started.body.doc as string);
    }
    expect(new Set(jobs).size).toBe(2);
    const done = await eventually(async () => {
      const answer = (await (
        await teacher.get(creatorPaths.docsStatus(jobs))
      ).json()) as CreaterGetStatusAnswer;
      return answer.status === 'ready' ? answer : undefined;
    });
    expect(done).toEqual({
      result: 'success',
      status: 'ready',
      docs: { [jobs[0]!]: 'ready', [jobs[1]!]: 'ready' },
    });
    for (const doc of docs) expect(engine.rendersOf(doc)).toBe(1);
  });

  it('makes a PRO print file at once: status ready with the PDF, files under /data/doc/', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const created = await teacher.created(doc, 'print');
    expect(created).toMatchObject({
      result: 'success',
      free: '0',
      timeout: 0,
      need_count: 0,
      donate_id: '',
      template_count: 1,
      is_vosh: '0',
      is_school: '0',
    });
    expect(created.filename).toMatch(/^[\p{L}\p{N}_]{1,60}$/u);
    const status = await teacher.settled(doc, created.doc);
    const id = created.doc;
    expect(status).toEqual({
      result: 'success',
      status: 'ready',
      url: readyPaths.pdf(created.filename, id),
      share_mobile_code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(engine.rendersOf(doc)).toBe(1);
    const input = engine.renders.find((one) => String(one.docId) === doc)!;
    expect(input.background).toMatch(/^\/data\/templates\//);
    for (const url of [
      readyPaths.pdf(created.filename, id),
      readyPaths.docFile(created.filename, id),
      readyPaths.thumb(created.filename, id),
    ]) {
      const response = await teacher.get(url);
      expect(response.status).toBe(200);
    }
    const pdf = await teacher.get(status.url);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);

    // The create-files job's status and the ready list know it.
    const jobs = (await (
      await teacher.get(creatorPaths.docsStatus([id]))
    ).json()) as CreaterGetStatusAnswer;
    expect(jobs).toEqual({ result: 'success', status: 'ready', docs: { [id]: 'ready' } });
    const list = (await (
      await teacher.get(readyPaths.readyGet(teacher.userKey))
    ).json()) as ReadyGetAnswer;
    expect(list.folders).toEqual({});
    expect(list.docs[id]).toMatchObject({
      id,
      filename: created.filename,
      file: readyPaths.docFile(created.filename, id),
      thumb: readyPaths.thumb(created.filename, id),
      free: '0',
      share_mobile_code: status.share_mobile_code,
      doc,
      folder: null,
    });
    const trash = (await (
      await teacher.get(readyPaths.readyGet(teacher.userKey, { trash: true, nocache: true }))
    ).json()) as ReadyGetAnswer;
    expect(trash.docs).toEqual({});
    const many = (await (
      await teacher.visitor.post(readyPaths.readyGetDocs(), { docs: `${id},999999` })
    ).json()) as ReadyGetDocsAnswer;
    expect(many.docs).toEqual([
      {
        result: 'success',
        doc: id,
        url: readyPaths.docFile(created.filename, id),
        share_mobile_code: status.share_mobile_code,
        filename: created.filename,
      },
      { result: 'not_found', doc: '999999', url: '', share_mobile_code: '', filename: '' },
    ]);
  });

  it('tells what the render replaced in the ready status; a clean render tells nothing', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const notes: RenderNote[] = [
      { code: 'font_unavailable', name: 'Comic Sans MS', fallback: 'Philosopher' },
      { code: 'picture_missing', name: 'gone.jpg' },
      { code: 'pages_cut', pages: 10, total: 14 },
    ];
    engine.notes = notes;
    const replaced = await teacher.created(doc, 'export');
    const status = await teacher.settled(doc, replaced.doc);
    expect(status).toMatchObject({ result: 'success', status: 'ready', notes });

    engine.notes = [];
    const clean = await teacher.created(doc, 'export');
    const cleanStatus = await teacher.settled(doc, clean.doc);
    expect(cleanStatus.status).toBe('ready');
    expect(cleanStatus).not.toHaveProperty('notes');
    // The first file's notes are its own: asked again, they are still there.
    expect((await teacher.status(doc, replaced.doc)).notes).toEqual(notes);
  });

  it('asks for a donation before a free print or export; a paid donation skips the wait', async () => {
    const teacher = await CreatorClient.registered(app);
    const doc = await teacher.createDoc(fixture.free.id);
    for (const suffix of ['free', undefined] as const) {
      expect(await teacher.created(doc, 'print', suffix)).toMatchObject({
        result: 'need_donate',
        donate_id: doc,
        doc: '',
      });
    }
    expect(await teacher.created(doc, 'export', 'free')).toMatchObject({ result: 'need_donate' });
    expect(await app.dataSource.getRepository(CreatorJob).countBy({ docId: Number(doc) })).toBe(0);

    const userId = (await app.dataSource.getRepository(Doc).findOneByOrFail({ id: Number(doc) }))
      .userId;
    await app.dataSource.getRepository(Payment).save({
      dataId: newDataId(),
      userId,
      product: 'donate',
      aim: 'donate',
      aimId: doc,
      docId: Number(doc),
      seats: 1,
      org: '',
      status: 'paid',
      operator: 'one',
      method: 'card',
      sumMinor: 10000,
      currency: 'RUB',
      providerRef: 'ref',
      cause: '',
      text: '',
      dateStart: '',
      dateEnd: '',
      createdAt: Date.now(),
      paidAt: Date.now(),
      shownAt: null,
    });
    const donated = await teacher.created(doc, 'export', 'free');
    expect(donated).toMatchObject({ result: 'success', free: '1', timeout: 0 });
    expect((await teacher.settled(doc, donated.doc)).status).toBe('ready');
  });

  it('keeps a free file waiting until the timeout has passed, then makes the JPEG', async () => {
    const teacher = await CreatorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const created = await teacher.created(doc, 'export', 'undonate');
    expect(created).toMatchObject({
      result: 'success',
      free: '1',
      timeout: CREATOR_LIMITS.freeTimeoutSeconds,
    });
    await pause(1500);
    expect((await teacher.status(doc, created.doc)).status).toBe('wait');
    expect(engine.rendersOf(doc)).toBe(0);
    const waiting = (await (
      await teacher.visitor.post(readyPaths.readyGetDocs(), { docs: created.doc })
    ).json()) as ReadyGetDocsAnswer;
    expect(waiting.docs[0]?.result).toBe('wait');

    app.clock.advance(CREATOR_LIMITS.freeTimeoutSeconds * 1000);
    const status = await teacher.settled(doc, created.doc);
    expect(status).toMatchObject({
      result: 'success',
      status: 'ready',
      url: readyPaths.docFile(created.filename, created.doc),
    });
    const list = (await (
      await teacher.get(readyPaths.readyGet(teacher.userKey))
    ).json()) as ReadyGetAnswer;
    expect(list.docs[created.doc]?.free).toBe('1');
    // A free file's stamps carry the "preview" mark, in the document's language (issue 37).
    expect(engine.renders.filter((input) => input.docId === Number(doc)).at(-1)?.stampPreview).toBe(
      'ru',
    );
  });

  it('records the download progress', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    const created = await teacher.created(doc, 'export');
    await teacher.settled(doc, created.doc);
    // A PRO file's stamps print clean (issue 37).
    const rendered = engine.renders.filter((input) => input.docId === Number(doc));
    expect(rendered.map((input) => input.stampPreview)).toEqual([undefined]);
    for (const step of ['download_start', 'download_end', 'received'] as const) {
      const response = await teacher.get(creatorPaths.setStatus(doc, created.doc, step));
      expect(await json(response)).toEqual({ status: 200, body: { result: 'success' } });
      const job = await app.dataSource
        .getRepository(CreatorJob)
        .findOneByOrFail({ id: Number(created.doc) });
      expect(job.downloadStatus).toBe(step);
    }
    const bad = await teacher.get(`/api/set-status-creator/${doc}/${created.doc}/downloaded/`);
    expect(await json(bad)).toMatchObject({ status: 400, body: { error_code: 'status_invalid' } });
  });

  it('refuses other accounts, the trash and unknown types', async () => {
    const owner = await CreatorClient.anonymous(app);
    await owner.grant(app, 'all-templates');
    const doc = await owner.createDoc(fixture.free.id);
    const created = await owner.created(doc, 'export');
    await owner.settled(doc, created.doc);

    const stranger = await CreatorClient.anonymous(app);
    const strangerDoc = await stranger.createDoc(fixture.free.id);
    for (const url of [
      creatorPaths.status(doc, created.doc),
      creatorPaths.status(strangerDoc, created.doc),
      creatorPaths.setStatus(doc, created.doc, 'received'),
      creatorPaths.createFile(doc),
      creatorPaths.docsStatus([created.doc]),
      creatorPaths.status('abc', '1'),
    ]) {
      const response = await stranger.get(url);
      expect(await json(response)).toMatchObject({
        status: 404,
        body: { error_code: 'not_found' },
      });
    }
    const post = await stranger.create(doc, 'print');
    expect(await json(post)).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    const many = (await (
      await stranger.visitor.post(readyPaths.readyGetDocs(), { docs: created.doc })
    ).json()) as ReadyGetDocsAnswer;
    expect(many.docs[0]).toMatchObject({ result: 'not_found', url: '' });
    const list = (await (
      await stranger.get(readyPaths.readyGet(stranger.userKey))
    ).json()) as ReadyGetAnswer;
    expect(list.docs).toEqual({});
    expect((await stranger.get(readyPaths.readyGet(owner.userKey))).status).toBe(403);
    // The owner's job is unchanged.
    expect((await owner.status(doc, created.doc)).status).toBe('ready');

    expect(await json(await owner.create(doc, 'nonsense'))).toMatchObject({
      status: 400,
      body: { error_code: 'type_invalid' },
    });
    expect(await json(await owner.create(doc, 'print', 'later'))).toMatchObject({
      status: 400,
      body: { error_code: 'type_invalid' },
    });
    const bad = await owner.visitor.post(readyPaths.readyGetDocs(), { docs: 'x,1' });
    expect(await json(bad)).toMatchObject({ status: 400, body: { error_code: 'docs_invalid' } });

    await owner.ok('doc', 'remove', { data_id: doc });
    expect(await json(await owner.create(doc, 'print'))).toMatchObject({
      status: 400,
      body: { error_code: 'in_trash' },
    });
  });

  it('«Массово» pressed three times opens the table and makes no job and no file', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.pro.id);
    for (let press = 0; press < 3; press += 1)
      expect(await teacher.created(doc, 'mass')).toMatchObject({
        result: 'success',
        free: '0',
        doc: '',
        timeout: 0,
        template_count: 1,
      });
    // Whatever the queue had to do is done: a print made afterwards is the account's only file.
    const printed = await teacher.created(doc, 'print');
    expect((await teacher.settled(doc, printed.doc)).status).toBe('ready');
    const jobs = await app.dataSource.getRepository(CreatorJob).findBy({ docId: Number(doc) });
    expect(jobs.map((job) => job.type)).toEqual(['print']);
    expect(await app.dataSource.getRepository(ReadyFile).countBy({ docId: Number(doc) })).toBe(1);
    const list = (await (
      await teacher.get(readyPaths.readyGet(teacher.userKey))
    ).json()) as ReadyGetAnswer;
    expect(Object.keys(list.docs)).toEqual([printed.doc]);
    expect(engine.rendersOf(doc)).toBe(1);
  });

  it('«Массово» checks the trash and PRO as before', async () => {
    const teacher = await CreatorClient.registered(app);
    const doc = await teacher.createDoc(fixture.pro.id);
    expect(await teacher.created(doc, 'mass')).toMatchObject({
      result: 'error',
      doc: '',
      error_code: 'mass_need_pro',
    });
    await teacher.grant(app, 'all-templates');
    expect(await teacher.created(doc, 'mass')).toMatchObject({ result: 'success', doc: '' });
    await teacher.ok('doc', 'remove', { data_id: doc });
    expect(await json(await teacher.create(doc, 'mass'))).toMatchObject({
      status: 400,
      body: { error_code: 'in_trash' },
    });
    expect(await app.dataSource.getRepository(CreatorJob).countBy({ docId: Number(doc) })).toBe(0);
  });

  it('makes a file for every type; e-mail and storage need a login, mass and storage PRO', async () => {
    const visitor = await CreatorClient.anonymous(app);
    await visitor.grant(app, 'all-templates');
    const doc = await visitor.createDoc(fixture.free.id);
    for (const type of ['share-mobile', 'telegram', 'yadisk', 'print-order'] as const) {
      const created = await visitor.created(doc, type);
      expect(created).toMatchObject({
        result: 'success',
        free: '0',
        doc: expect.stringMatching(/^\d+$/),
      });
      expect((await visitor.settled(doc, created.doc)).status).toBe('ready');
    }
    const shared = await visitor.created(doc, 'share-mobile');
    expect((await visitor.settled(doc, shared.doc)).share_mobile_code).toMatch(
      /^[A-Za-z0-9_-]{22}$/,
    );
    for (const type of ['send-email', 'storage'] as const)
      expect(await visitor.created(doc, type)).toMatchObject({
        result: 'error',
        doc: '',
        error_code: 'need_login',
        error_text: creatorErrors.need_login,
      });

    const free = await CreatorClient.registered(app);
    const freeDoc = await free.createDoc(fixture.free.id);
    expect(await free.created(freeDoc, 'mass')).toMatchObject({
      result: 'error',
      doc: '',
      error_code: 'mass_need_pro',
      error_text: creatorErrors.mass_need_pro,
    });
    expect(await free.created(freeDoc, 'storage')).toMatchObject({
      result: 'error',
      doc: '',
      error_code: 'storage_need_pro',
    });
    const mailed = await free.created(freeDoc, 'send-email');
    expect(mailed).toMatchObject({ result: 'success', free: '1' });
    // Free: the e-mail's file waits out its timeout like any free file.
    expect(engine.rendersOf(freeDoc)).toBe(0);

    await free.grant(app, 'all-templates');
    expect(await free.created(freeDoc, 'storage')).toMatchObject({ result: 'success', free: '0' });
  });

  it('retries a failing render, then fails the job; a timeout fails it at once', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const flaky = await teacher.createDoc(fixture.free.id);
    engine.failures = 2;
    const retried = await teacher.created(flaky, 'export');
    expect((await teacher.settled(flaky, retried.doc)).status).toBe('ready');
    expect(engine.rendersOf(flaky)).toBe(3);

    const broken = await teacher.createDoc(fixture.free.id);
    engine.failures = 100;
    const failed = await teacher.created(broken, 'export');
    expect(await teacher.settled(broken, failed.doc)).toEqual({
      result: 'server_error',
      status: 'error',
      url: '',
      share_mobile_code: '',
      error_text: 'Chromium crashed',
    });
    expect(engine.rendersOf(broken)).toBe(4);
    engine.failures = 0;
    const jobs = (await (
      await teacher.get(creatorPaths.docsStatus([retried.doc, failed.doc]))
    ).json()) as CreaterGetStatusAnswer;
    expect(jobs.status).toBe('error');

    const slow = await teacher.createDoc(fixture.free.id);
    engine.timeout = true;
    const timedOut = await teacher.created(slow, 'print');
    const status = await teacher.settled(slow, timedOut.doc);
    expect(status).toMatchObject({ result: 'server_error', status: 'error' });
    expect(engine.rendersOf(slow)).toBe(1);
    engine.timeout = false;

    // The queue goes on after all of that.
    const after = await teacher.created(slow, 'print');
    expect((await teacher.settled(slow, after.doc)).status).toBe('ready');
  });

  it('answers server_error naming what to install when the engine cannot render', async () => {
    const teacher = await CreatorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    engine.missing = 'Chromium was not found. Install it: apt-get install -y chromium';
    const response = await teacher.create(doc, 'print', 'undonate');
    expect(await json(response)).toMatchObject({
      status: 200,
      body: { result: 'server_error', doc: '', error_text: engine.missing },
    });
  });
});

describe.each(databases)('creator jobs across a restart on %s', (kind) => {
  it('resumes a job a dead process left running, exactly once', async () => {
    const first = new StandInEngine();
    const app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: first,
    });
    let restarted: TestApp | undefined;
    try {
      const teacher = await CreatorClient.anonymous(app);
      const doc = await teacher.createDoc(fixture.free.id);
      // Free: the job waits 10 s, so this process does not render it before it "dies".
      const created = await teacher.created(doc, 'export', 'undonate');
      await app.stop();
      const second = new StandInEngine();
      const third = new StandInEngine();
      restarted = await startTestApp(kind, {
        catalogueDir: fixture.catalogueDir,
        renderEngine: second,
        restartOf: app,
      });
      // As if that process died in the middle of the render: the row says 'running'.
      await restarted.dataSource
        .getRepository(CreatorJob)
        .update({ id: Number(created.doc) }, { status: 'running' });
      await restarted.stop();
      restarted = await startTestApp(kind, {
        catalogueDir: fixture.catalogueDir,
        renderEngine: third,
        restartOf: restarted,
      });
      restarted.clock.advance(CREATOR_LIMITS.freeTimeoutSeconds * 1000 + 1000);
      const visitor = restarted;
      await eventually(async () => {
        const job = await visitor.dataSource
          .getRepository(CreatorJob)
          .findOneByOrFail({ id: Number(created.doc) });
        return job.status === 'done' ? job : undefined;
      });
      await pause(1200);
      expect(first.renders.length + second.renders.length + third.renders.length).toBe(1);
      expect(
        await restarted.dataSource.getRepository(ReadyFile).countBy({ jobId: Number(created.doc) }),
      ).toBe(1);
    } finally {
      if (restarted) await restarted.close();
      else await app.close();
    }
  }, 60_000);
});
