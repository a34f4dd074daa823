import { SPREADSHEET_LIMITS, spreadsheetPaths } from '@gramota/contracts';
import { unzipSync } from 'fflate';
import { readPdf, squeezed } from '../../../test-support/pdf-text';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { CHROMIUM, eventually, pause, withChromium } from '../../../test-support/creator-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';

const fixture = docsFixtureForFile();

/** 30 pupils; one cell is markup, which the file must show as text. */
const PUPILS = Array.from({ length: SPREADSHEET_LIMITS.massRowsMax }, (_, index) =>
  index === 7 ? '<b>x</b><script>alert(1)</script>' : `Ученикова Мария ${index + 1}`,
);

withChromium.each(databases)('a mass run with the real engine on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    config: { chromiumPath: CHROMIUM },
  }));

  it('makes 30 files whose PDFs hold each pupil, then the class as one ZIP and one PDF in table order', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(
      fixture.free.id,
      'Грамота',
      'награждается',
      '[Фамилия Имя]',
      'ученик(ца) [Класс] класса',
    );
    const run = newMassId();
    const started = Date.now();
    const jobs: string[] = [];
    for (const pupil of PUPILS) {
      const made = await teacher.massCreated(doc, run, { 'Фамилия Имя': pupil, Класс: '5 А' });
      expect(made.result).toBe('success');
      jobs.push(made.doc);
    }
    const sent = Date.now();
    const status = await teacher.runSettled(jobs, 240_000);
    const done = Date.now();
    expect(status.status).toBe('ready');
    // The figures the report quotes (rows sent back to back, no pause between them).
    console.info(
      `[${kind}] 30 rows: all sent in ${sent - started} ms, all files made ${done - started} ms after the first call (${done - sent} ms after the last)`,
    );

    const pdf = await teacher.visitor.get(spreadsheetPaths.massPdf(jobs));
    expect(pdf.status).toBe(200);
    const { pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(PUPILS.length);
    for (const [index, pupil] of PUPILS.entries()) {
      expect(squeezed(pages[index]!)).toContain(squeezed(pupil));
      expect(squeezed(pages[index]!)).toContain(squeezed('ученик(ца) 5 А класса'));
    }
    // The markup cell is its characters on the page (Chromium places each glyph: spaces aside).
    expect(squeezed(pages[7]!)).toContain('награждается<b>x</b><script>alert(1)</script>ученик');

    const zip = await teacher.visitor.get(spreadsheetPaths.massZip(jobs));
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toHaveLength(30);
    expect(Object.keys(entries)[0]).toBe('Ученикова Мария 1.pdf');
    expect(Object.keys(entries)[7]).toBe('_b_x__b__script_alert(1)__script_.pdf');
    const second = await readPdf(entries['Ученикова Мария 2.pdf']!);
    expect(squeezed(second.text)).toContain(squeezed('Ученикова Мария 2'));
  }, 300_000);

  it('fills a fields-mode doc by its variable field in the made file', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const { data, content } = await teacher.getDoc(doc);
    const field = data.fields.find(
      (one) => one.type === 'variable' && content.includes(`%${one.id}%`),
    )!;
    const made = await teacher.massCreated(doc, newMassId(), {
      [field.title.trim()]: 'Кузнецова Вера',
    });
    expect((await teacher.runSettled([made.doc], 120_000)).status).toBe('ready');
    const pdf = await teacher.visitor.get(spreadsheetPaths.massPdf([made.doc]));
    const [page] = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages;
    expect(squeezed(page!)).toContain(squeezed('Кузнецова Вера'));
  }, 120_000);

  if (kind === 'sqlite')
    it('makes each file as its row arrives, a second apart, not after the last row (the pace itself is bench:spreadsheet)', async () => {
      const teacher = await MassClient.pro(app);
      const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
      const run = newMassId();
      const rows = PUPILS.slice(0, 5);
      const jobs: string[] = [];
      for (const [index, pupil] of rows.entries()) {
        if (index > 0) await pause(SPREADSHEET_LIMITS.sendGapMs);
        // Before the last row is sent, the first row's file is already made: the run works
        // while the table is still sending (order of events, no clock).
        if (index === rows.length - 1)
          expect(
            await eventually(async () => {
              const first = (await teacher.massStatus([jobs[0]!])).docs[jobs[0]!];
              return first === 'wait' ? undefined : first;
            }, 30_000),
          ).toBe('ready');
        jobs.push((await teacher.massCreated(doc, run, { 'Фамилия Имя': pupil })).doc);
      }
      expect((await teacher.runSettled(jobs, 120_000)).status).toBe('ready');
    }, 240_000);
});
