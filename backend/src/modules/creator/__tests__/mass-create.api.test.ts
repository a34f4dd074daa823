import { SPREADSHEET_LIMITS, creatorErrors, spreadsheetPaths } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer, rawText } from '../../../test-support/redactor-test-kit';
import { ReadyFile } from '../../ready';
import { spreadsheetError as error } from '../../../test-support/spreadsheet-test-kit';
import { CreatorJob } from '../creator-job.entity';
import { PREVIEW_CSP } from '../spreadsheet-preview';
import { StandInEngine, eventually } from '../../../test-support/creator-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';

const fixture = docsFixtureForFile();

const LINES = ['Грамота', '[Фамилия Имя]', 'ученик(ца) [Класс] класса'];

describe.each(databases)('mass creation calls on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
  }));

  const jobsOf = async (teacher: MassClient) =>
    app.dataSource.getRepository(CreatorJob).countBy({ userId: await teacher.userId() });

  it('makes one job per row, named after the pupil, rendered from the filled text, polled until ready', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    const first = await teacher.massCreated(doc, run, {
      'Фамилия Имя': 'Иванов Иван',
      Класс: '5 А',
    });
    expect(first).toEqual({
      result: 'success',
      doc: expect.stringMatching(/^\d+$/),
      filename: 'Иванов_Иван',
    });
    // Key order is the doc's: the first non-empty value names the file; an empty one is skipped.
    const second = await teacher.massCreated(doc, run, { Класс: '5 Б', 'Фамилия Имя': ' ' });
    expect(second.filename).toBe('5_Б');
    const status = await teacher.runSettled([first.doc, second.doc]);
    expect(status).toEqual({
      result: 'success',
      status: 'ready',
      docs: { [first.doc]: 'ready', [second.doc]: 'ready' },
    });
    const rendered = engine.renders.filter((input) => String(input.docId) === doc);
    expect(rendered).toHaveLength(2);
    expect(rendered[0]!.html).toContain('Иванов Иван');
    expect(rendered[0]!.html).toContain('ученик(ца) 5 А класса');
    expect(rendered[0]!.html).not.toContain('[Фамилия Имя]');
    // The ready file carries the pupil's name (the ready/mass screen lists it).
    const file = await app.dataSource
      .getRepository(ReadyFile)
      .findOneByOrFail({ id: Number(first.doc) });
    expect(file).toMatchObject({
      name: 'Иванов Иван',
      filename: 'Иванов_Иван',
      docId: Number(doc),
    });
  });

  it('gives the same job for the same row sent twice (a retried call), never a second file', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    const row = { 'Фамилия Имя': 'Петрова Анна', Класс: '6 В' };
    const [a, b] = await Promise.all([
      teacher.massCreated(doc, run, row),
      teacher.massCreated(doc, run, row),
    ]);
    const c = await teacher.massCreated(doc, run, { Класс: '6 В', 'Фамилия Имя': 'Петрова Анна' });
    expect(a.doc).toBe(b.doc);
    expect(c.doc).toBe(a.doc);
    await teacher.runSettled([a.doc]);
    expect(await jobsOf(teacher)).toBe(1);
    expect(await app.dataSource.getRepository(ReadyFile).countBy({ docId: Number(doc) })).toBe(1);
    // The same row in another run is another file.
    const other = await teacher.massCreated(doc, newMassId(), row);
    expect(other.doc).not.toBe(a.doc);
  });

  it('makes a file for each of two table rows with the same values (a duplicate kept on purpose)', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    const row = { 'Фамилия Имя': 'Сидоров Олег', Класс: '7 А' };
    const third = await teacher.massCreated(doc, run, row, 3);
    const fifth = await teacher.massCreated(doc, run, row, 5);
    const thirdAgain = await teacher.massCreated(doc, run, row, 3);
    expect(fifth.doc).not.toBe(third.doc);
    expect(thirdAgain.doc).toBe(third.doc);
    await teacher.runSettled([third.doc, fifth.doc]);
    expect(await jobsOf(teacher)).toBe(2);
    for (const bad of ['-1', 'x', '5000', '1.5'])
      expect(
        await answer(
          await teacher.visitor.get(
            `${spreadsheetPaths.massCreate(doc, run, row)}&row=${encodeURIComponent(bad)}`,
          ),
        ),
      ).toEqual({ status: 400, body: error('massmask_invalid', 'row') });
    expect(await jobsOf(teacher)).toBe(2);
  });

  it('makes at most 30 rows a run: the 31st is refused, a row already sent still answers', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    const jobs: string[] = [];
    for (let row = 1; row <= SPREADSHEET_LIMITS.massRowsMax; row += 1)
      jobs.push((await teacher.massCreated(doc, run, { 'Фамилия Имя': `Pupil ${row}` })).doc);
    expect(new Set(jobs).size).toBe(30);
    const over = await answer(await teacher.massCreate(doc, run, { 'Фамилия Имя': 'Pupil 31' }));
    expect(over).toEqual({ status: 400, body: error('mass_rows_max', 'mass_id') });
    const again = await teacher.massCreated(doc, run, { 'Фамилия Имя': 'Pupil 7' });
    expect(again.doc).toBe(jobs[6]);
    expect(await jobsOf(teacher)).toBe(30);
    const status = await teacher.runSettled(jobs);
    expect(status.status).toBe('ready');
  }, 60_000);

  it('keeps the row as it was sent: a doc changed before the render does not change the file', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    // Both of the queue's render slots are taken (held renders): the row waits in the queue.
    engine.hold();
    const blockers = [
      await teacher.massCreated(doc, newMassId(), { 'Фамилия Имя': 'Первый' }),
      await teacher.massCreated(doc, newMassId(), { 'Фамилия Имя': 'Второй' }),
    ];
    await eventually(async () => (engine.rendersOf(doc) === 2 ? true : undefined));
    const made = await teacher.massCreated(doc, newMassId(), { 'Фамилия Имя': 'Сидоров Олег' });
    await teacher.docSet(doc, {
      content: JSON.stringify(rawText('Changed [Фамилия Имя]')),
      font: 'PT Serif',
      padding: '40 40 40 40',
      fields_redactor: '0',
    });
    expect((await teacher.massStatus([made.doc])).status).toBe('wait');
    expect(engine.rendersOf(doc)).toBe(2);
    engine.release();
    await teacher.runSettled([made.doc, ...blockers.map((one) => one.doc)]);
    const html = engine.renders.find((input) => input.html.includes('Сидоров Олег'))!.html;
    expect(engine.rendersOf(doc)).toBe(3);
    expect(html).toContain('Грамота');
    expect(html).not.toContain('Changed');
  });

  it('fills a fields-mode doc by its variable field, keyed by the field title', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const { data, content } = await teacher.getDoc(doc);
    expect(data.fields_redactor).toBe('1');
    const field = data.fields.find(
      (one) => one.type === 'variable' && content.includes(`%${one.id}%`),
    );
    expect(field).toBeDefined();
    const made = await teacher.massCreated(doc, newMassId(), {
      [field!.title.trim()]: 'Кузнецова Вера',
    });
    expect(made).toMatchObject({ result: 'success', filename: 'Кузнецова_Вера' });
    await teacher.runSettled([made.doc]);
    const html = engine.renders.filter((input) => String(input.docId) === doc).pop()!.html;
    expect(html).toContain('Кузнецова Вера');
    expect(html).not.toMatch(/%[a-z][a-z0-9_]*%/);
  });

  it('refuses a run without PRO, and makes no job', async () => {
    const teacher = await MassClient.anonymous(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const refused = await answer(
      await teacher.massCreate(doc, newMassId(), { 'Фамилия Имя': 'Иванов' }),
    );
    expect(refused).toEqual({
      status: 200,
      body: {
        result: 'error',
        doc: '',
        filename: 'Иванов',
        error_code: 'mass_need_pro',
        error_text: creatorErrors.mass_need_pro,
      },
    });
    expect(await jobsOf(teacher)).toBe(0);
  });

  it('answers bad input in the error shape and makes nothing', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    const row = { 'Фамилия Имя': 'Иванов' };
    for (const massId of [
      '',
      'short',
      'g'.repeat(36),
      `${run}0`,
      run.toUpperCase().replace(/[a-f]/g, 'G'),
    ])
      expect(await answer(await teacher.massCreate(doc, massId, row))).toEqual({
        status: 400,
        body: error('mass_id_invalid', 'mass_id'),
      });
    for (const massmask of [
      '',
      'nope',
      '[]',
      '"text"',
      'null',
      '{"Фамилия Имя":5}',
      '{"Фамилия Имя":"a\\u0000b"}',
      `{"Фамилия Имя":"${'x'.repeat(SPREADSHEET_LIMITS.maxMassmaskChars)}"}`,
    ])
      expect(await answer(await teacher.massCreate(doc, run, massmask))).toEqual({
        status: 400,
        body: error('massmask_invalid', 'massmask'),
      });
    expect(
      await answer(
        await teacher.massCreate(doc, run, {
          'Фамилия Имя': 'я'.repeat(SPREADSHEET_LIMITS.maxCellChars + 1),
        }),
      ),
    ).toEqual({ status: 400, body: error('cell_too_long', 'massmask') });
    for (const massmask of [
      '{"Unknown":"x"}',
      '{"Фамилия Имя":"x","__proto__":"y"}',
      '{"[Класс]":"x"}',
    ])
      expect(await answer(await teacher.massCreate(doc, run, massmask))).toEqual({
        status: 400,
        body: error('key_unknown', 'massmask'),
      });
    expect(await jobsOf(teacher)).toBe(0);
  });

  it("refuses another account's doc, a visitor without a session, and a doc in the trash", async () => {
    const owner = await MassClient.pro(app);
    const doc = await owner.labelledDoc(fixture.free.id, ...LINES);
    const made = await owner.massCreated(doc, newMassId(), { 'Фамилия Имя': 'Иванов' });
    await owner.runSettled([made.doc]);

    const stranger = await MassClient.pro(app);
    const notFound = {
      result: 'error',
      error_code: 'not_found',
      error_text: creatorErrors.not_found,
    };
    expect(
      await answer(await stranger.massCreate(doc, newMassId(), { 'Фамилия Имя': 'x' })),
    ).toEqual({
      status: 404,
      body: notFound,
    });
    expect(
      await answer(await stranger.visitor.get(spreadsheetPaths.massStatus([made.doc]))),
    ).toMatchObject({
      status: 404,
      body: { error_code: 'not_found' },
    });
    const preview = await stranger.visitor.get(
      spreadsheetPaths.preview(doc, { 'Фамилия Имя': 'x' }),
    );
    expect(preview.status).toBe(404);
    expect(await jobsOf(stranger)).toBe(0);

    const nobody = new Visitor(app);
    for (const path of [
      spreadsheetPaths.massCreate(doc, newMassId(), { 'Фамилия Имя': 'x' }),
      spreadsheetPaths.massStatus([made.doc]),
      spreadsheetPaths.preview(doc, {}),
    ]) {
      const response = await nobody.get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }

    await owner.ok('doc', 'remove', { data_id: doc });
    expect(
      await answer(await owner.massCreate(doc, newMassId(), { 'Фамилия Имя': 'x' })),
    ).toMatchObject({
      status: 400,
      body: { error_code: 'in_trash' },
    });
    expect(await jobsOf(owner)).toBe(1);
  });

  it('previews a row as the page it prints: escaped cells, no script, measure spans on request', async () => {
    const teacher = await MassClient.anonymous(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const values = { 'Фамилия Имя': '<b>x</b><script>alert(1)</script>', Класс: '7 "Б"' };
    const response = await teacher.visitor.get(spreadsheetPaths.preview(doc, values));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(PREVIEW_CSP).toContain("script-src 'none'");
    const html = await response.text();
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('ученик(ца) 7 &quot;Б&quot; класса');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('class="gr-doc-content"');
    expect(html).toContain('@font-face');
    expect(html).not.toContain('data-mass-key');

    const measured = await (
      await teacher.visitor.get(spreadsheetPaths.preview(doc, values, true))
    ).text();
    expect(measured).toContain(
      '<span data-mass-key="Фамилия Имя">&lt;b&gt;x&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
    expect(measured).toContain('<span data-mass-key="Класс">7 &quot;Б&quot;</span>');

    // An iframe cannot send the API header: the preview opens from our own pages without it,
    // never from another site's.
    const framed = await teacher.visitor.request(spreadsheetPaths.preview(doc, values), {
      csrf: false,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'iframe' },
    });
    expect(framed.status).toBe(200);
    const foreign = await teacher.visitor.request(spreadsheetPaths.preview(doc, values), {
      csrf: false,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(foreign.status).toBe(403);
    // The same checks of the row as masscreate.
    expect(
      await answer(await teacher.visitor.get(spreadsheetPaths.preview(doc, { Nope: 'x' }))),
    ).toEqual({
      status: 400,
      body: error('key_unknown', 'massmask'),
    });
  });

  it('polls a run: wait while a row renders, error when one failed, other ids 404', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, ...LINES);
    const run = newMassId();
    engine.timeout = true;
    const failed = await teacher.massCreated(doc, run, { 'Фамилия Имя': 'A' });
    await eventually(async () =>
      (await teacher.massStatus([failed.doc])).status === 'error' ? true : undefined,
    );
    engine.timeout = false;
    const fine = await teacher.massCreated(doc, run, { 'Фамилия Имя': 'B' });
    await teacher.runSettled([fine.doc]);
    expect(await teacher.massStatus([fine.doc, failed.doc])).toEqual({
      result: 'success',
      status: 'error',
      docs: { [fine.doc]: 'ready', [failed.doc]: 'error' },
    });
    const bad = await answer(await teacher.visitor.get('/api/creator-get-status-spreadsheet/1,x/'));
    expect(bad).toMatchObject({ status: 400, body: { result: 'error', name: 'files' } });
    expect((await teacher.visitor.get(spreadsheetPaths.massStatus(['999999']))).status).toBe(404);
  });
});
