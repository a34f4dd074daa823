import fs from 'node:fs';
import path from 'node:path';
import { readyPaths, spreadsheetPaths, type ReadyGetAnswer } from '@gramota/contracts';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdf } from '../../../test-support/pdf-text';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';
import { spreadsheetError as error } from '../../../test-support/spreadsheet-test-kit';
import type { RenderInput, RenderOutput } from '../../render';
import { zipEntryNames } from '../mass-downloads';
import { safeFileName } from '../ready-names';
import { ReadyFile } from '../ready-file.entity';
import { readyFileNames } from '../ready.service';

const fixture = docsFixtureForFile();

/**
 * The stand-in engine with real PDFs: each page says which row it is ('{text} p1', '{text} p2'),
 * the text being the row's filled HTML without tags; a row saying 'two pages' gets two.
 */
class PdfStandIn extends StandInEngine {
  private held: { text: string; gate: Promise<void>; open: () => void } | null = null;

  /** Renders of a row whose text holds `text` wait for releaseHeld(): that row finishes last. */
  holdWhere(text: string): void {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.held = { text, gate, open };
  }

  releaseHeld(): void {
    this.held?.open();
    this.held = null;
  }

  override async render(input: RenderInput): Promise<RenderOutput> {
    const held = this.held;
    if (held && input.html.includes(held.text)) await held.gate;
    const output = await super.render(input);
    const text = input.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const pages = text.includes('two pages') ? 2 : 1;
    for (let page = 1; page <= pages; page += 1)
      pdf.addPage().drawText(`${text} p${page}`, { x: 40, y: 700, size: 12, font });
    return { ...output, pdf: Buffer.from(await pdf.save()), pages };
  }
}

describe('names of the files in a run ZIP', () => {
  test('are safe on Windows and in a zip, never empty, never a device name', () => {
    expect(safeFileName('Иванов Иван')).toBe('Иванов Иван');
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j\u0001k')).toBe('a_b_c_d_e_f_g_h_i_j_k');
    expect(safeFileName('  many\n  spaces.  ')).toBe('many spaces');
    expect(safeFileName('...')).toBe('document');
    expect(safeFileName('CON')).toBe('_CON');
    expect(safeFileName('lpt1.txt')).toBe('_lpt1.txt');
    expect([...safeFileName('я'.repeat(300))]).toHaveLength(100);
  });

  test('repeat as (2), (3), case aside', () => {
    expect(zipEntryNames(['Anna', 'anna', 'Boris', 'ANNA', 'Anna (2)'])).toEqual([
      'Anna.pdf',
      'anna (2).pdf',
      'Boris.pdf',
      'ANNA (3).pdf',
      'Anna (2) (2).pdf',
    ]);
  });
});

describe.each(databases)('a run as one ZIP and one PDF on %s', (kind) => {
  const engine = new PdfStandIn();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
  }));

  async function run(teacher: MassClient, names: string[]) {
    const doc = await teacher.labelledDoc(fixture.free.id, 'Certificate for [Name] of [Class]');
    const massId = newMassId();
    const jobs: string[] = [];
    for (const [index, name] of names.entries())
      jobs.push(
        (await teacher.massCreated(doc, massId, { Name: name, Class: `${index + 5}A` })).doc,
      );
    expect((await teacher.runSettled(jobs)).status).toBe('ready');
    return { doc, jobs };
  }

  it('zips each PDF named after its pupil, in the order given; the one PDF has every page in order', async () => {
    const teacher = await MassClient.pro(app);
    // Two pupils of the same name (in two classes): two files, two names in the ZIP.
    const names = ['Zoe Adams', 'Anna Brown two pages', 'Zoe Adams', 'Ivan: Petrov?'];
    const { jobs } = await run(teacher, names);
    const order = [jobs[1]!, jobs[0]!, jobs[2]!, jobs[3]!];

    const zip = await teacher.visitor.get(spreadsheetPaths.massZip(order));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.zip"/);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      'Anna Brown two pages.pdf',
      'Zoe Adams.pdf',
      'Zoe Adams (2).pdf',
      'Ivan_ Petrov_.pdf',
    ]);
    const firstPdf = await readPdf(entries['Anna Brown two pages.pdf']!);
    expect(firstPdf.pages).toEqual([
      'Certificate for Anna Brown two pages of 6A p1',
      'Certificate for Anna Brown two pages of 6A p2',
    ]);

    const pdf = await teacher.visitor.get(spreadsheetPaths.massPdf(order));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    const { pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toEqual([
      'Certificate for Anna Brown two pages of 6A p1',
      'Certificate for Anna Brown two pages of 6A p2',
      'Certificate for Zoe Adams of 5A p1',
      'Certificate for Zoe Adams of 7A p1',
      'Certificate for Ivan: Petrov? of 8A p1',
    ]);
  });

  it('keeps a run in table order however its renders finish, and every name exactly as written', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Certificate for [Name] of [Class]');
    const massId = newMassId();
    const names = ['Фёдоров-Щербаков Святослав', "Д'Арк Жанна", 'Пʼятничук Олеся', 'Ёлкина Алёна'];
    // The first row's render is slow: the other rows are made before it.
    engine.holdWhere('of row 0');
    const jobs: string[] = [];
    for (const [row, name] of names.entries())
      jobs.push(
        (await teacher.massCreated(doc, massId, { Name: name, Class: `row ${row}` }, row)).doc,
      );
    expect((await teacher.runSettled(jobs.slice(1))).status).toBe('ready');
    app.clock.advance(60_000);
    engine.releaseHeld();
    expect((await teacher.runSettled(jobs)).status).toBe('ready');
    const files = await app.dataSource.getRepository(ReadyFile).findBy({ massId });
    const newest = files.reduce((last, file) => (file.time > last.time ? file : last));
    expect(newest.id).toBe(Number(jobs[0]));

    // The ids as a link might list them (the order the files were made): table order all the same.
    const asMade = [jobs[1]!, jobs[2]!, jobs[3]!, jobs[0]!];
    const zip = await teacher.visitor.get(spreadsheetPaths.massZip(asMade));
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toEqual(
      names.map((name) => `${name}.pdf`),
    );
    const pdf = await teacher.visitor.get(spreadsheetPaths.massPdf(asMade));
    const { pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages.map((page) => /of (row \d) p1$/.exec(page)?.[1])).toEqual([
      'row 0',
      'row 1',
      'row 2',
      'row 3',
    ]);

    // Ready files: each file says its run and row, and carries the pupil's name as written.
    const list = (await (
      await teacher.get(readyPaths.readyGet(teacher.userKey))
    ).json()) as ReadyGetAnswer;
    expect(jobs.map((id) => list.docs[id])).toEqual(
      names.map((name, row) => expect.objectContaining({ name, mass_id: massId, mass_row: row })),
    );
    // One file's PDF is saved under the pupil's name exactly as written.
    for (const [row, id] of jobs.entries()) {
      const saved = await teacher.visitor.get(`${list.docs[id]!.pdf}?download=1`);
      expect(saved.status).toBe(200);
      const disposition = saved.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment;/);
      const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      expect(utf8 === undefined ? undefined : decodeURIComponent(utf8)).toBe(`${names[row]}.pdf`);
    }
  });

  it("refuses another account's files, a run still rendering, and lists that are not ids", async () => {
    const owner = await MassClient.pro(app);
    const { doc, jobs } = await run(owner, ['Anna', 'Boris']);
    const stranger = await MassClient.pro(app);
    const own = await run(stranger, ['Carl']);
    for (const path of [
      spreadsheetPaths.massZip(jobs),
      spreadsheetPaths.massPdf(jobs),
      spreadsheetPaths.massZip([...own.jobs, jobs[0]!]),
    ])
      expect(await answer(await stranger.visitor.get(path))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'not_found' },
      });

    // A row due in an hour of the app's time is still being made: the downloads wait for it.
    app.clock.advance(3_600_000);
    const late = await owner.massCreated(doc, newMassId(), { Name: 'Late', Class: '9A' });
    app.clock.reset();
    for (const path of [
      spreadsheetPaths.massZip([...jobs, late.doc]),
      spreadsheetPaths.massPdf([late.doc]),
    ])
      expect(await answer(await owner.visitor.get(path))).toMatchObject({
        status: 409,
        body: { result: 'error', error_code: 'file_wait' },
      });

    const tooMany = Array.from({ length: 31 }, (_, index) => String(index + 1));
    for (const path of [
      spreadsheetPaths.massZip(tooMany),
      '/api/ready-mass-pdf/1,x/',
      '/api/ready-mass-zip/0/',
    ])
      expect(await answer(await owner.visitor.get(path))).toMatchObject({
        status: 400,
        body: { result: 'error', name: 'files' },
      });

    // A file damaged or gone on disk is named, never a 500.
    const file = await app.dataSource
      .getRepository(ReadyFile)
      .findOneByOrFail({ id: Number(jobs[1]) });
    const pdfPath = path.join(
      app.config.dataDir,
      'public',
      'doc',
      readyFileNames(file.filename, file.id).pdf,
    );
    fs.writeFileSync(pdfPath, 'not a pdf');
    expect(await answer(await owner.visitor.get(spreadsheetPaths.massPdf(jobs)))).toEqual({
      status: 422,
      body: error('mass_file_unreadable', 'files'),
    });
    fs.rmSync(pdfPath);
    expect(await answer(await owner.visitor.get(spreadsheetPaths.massZip(jobs)))).toMatchObject({
      status: 404,
      body: { error_code: 'not_found', name: 'files' },
    });

    // A download link cannot send the API header: it works from our own pages, not another site's.
    const link = await owner.visitor.request(spreadsheetPaths.massZip([jobs[0]!]), {
      csrf: false,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(link.status).toBe(200);
    const foreign = await owner.visitor.request(spreadsheetPaths.massPdf([jobs[0]!]), {
      csrf: false,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(foreign.status).toBe(403);
  });
});
