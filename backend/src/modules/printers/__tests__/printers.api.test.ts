/**
 * Printers and prints in a layout through the API (issue 36), on the real engine: a teacher saves
 * a calibrated printer, downloads the calibration sheet, prints a document onto a blank with it,
 * several to a sheet and for a print shop; bad numbers and other accounts' printers are refused
 * and change nothing.
 */
import sharp from 'sharp';
import {
  creatorPaths,
  printApiPaths,
  readyPaths,
  type CreatorAnswer,
  type PrintersAnswer,
} from '@gramota/contracts';
import { mmToPt } from '@gramota/doc-style';
import { pdfFacts, pdfPages } from '@gramota/app-harness';
import { CHROMIUM, withChromium } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassClient } from '../../../test-support/mass-test-kit';
import { appForBlock, databases } from '../../../test-support/test-app';

jest.setTimeout(120_000);

const fixture = docsFixtureForFile();
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Share of non-white pixels in the 12 mm strip along a page's left edge (the frame's place). */
async function inkAtLeftEdge(pdf: Buffer): Promise<number> {
  const [page] = await pdfPages(pdf, 40);
  const { data, info } = await sharp(page!)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const strip = Math.round((12 * 40) / 25.4);
  let ink = 0;
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < strip; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! + data[at + 1]! + data[at + 2]! < 3 * 235) ink += 1;
    }
  return ink / (strip * info.height);
}

withChromium.each(databases)('printers and laid-out prints on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    config: { chromiumPath: CHROMIUM },
  }));

  async function printers(teacher: MassClient) {
    const response = await teacher.get(printApiPaths.printers);
    expect(response.status).toBe(200);
    return ((await response.json()) as PrintersAnswer).printers;
  }

  async function print(teacher: MassClient, doc: string, fields: Record<string, string>) {
    const response = await teacher.visitor.post(
      creatorPaths.creator(doc, 'print', 'undonate'),
      fields,
    );
    return response;
  }

  async function printed(teacher: MassClient, doc: string, fields: Record<string, string>) {
    const response = await print(teacher, doc, fields);
    expect(response.status).toBe(200);
    const created = (await response.json()) as CreatorAnswer;
    expect(created.result).toBe('success');
    expect(await teacher.settled(doc, created.doc)).toMatchObject({ status: 'ready' });
    return bytesOf(await teacher.get(readyPaths.pdf(created.filename, created.doc)));
  }

  it('saves, changes and deletes a printer; reads decimals with a comma', async () => {
    const teacher = await MassClient.registered(app);
    const saved = await teacher.visitor.post(printApiPaths.printers, {
      name: 'Кабинет 12, HP',
      shift_x: '1,5',
      shift_y: '-2',
      scale: '99.5',
    });
    expect(saved.status).toBe(200);
    const [printer] = await printers(teacher);
    expect(printer).toMatchObject({
      name: 'Кабинет 12, HP',
      shift_x_mm: 1.5,
      shift_y_mm: -2,
      scale_percent: 99.5,
    });
    const changed = await teacher.visitor.post(printApiPaths.printer(printer!.id), {
      name: 'Учительская',
      shift_x: '0',
      shift_y: '3.25',
    });
    expect(changed.status).toBe(200);
    expect(await printers(teacher)).toEqual([
      { id: printer!.id, name: 'Учительская', shift_x_mm: 0, shift_y_mm: 3.25, scale_percent: 100 },
    ]);
    expect((await teacher.visitor.post(printApiPaths.deletePrinter(printer!.id))).status).toBe(200);
    expect(await printers(teacher)).toEqual([]);
  });

  it('refuses a 500 mm shift, a negative scale, an empty name and a 21st printer, keeping what was there', async () => {
    const teacher = await MassClient.registered(app);
    for (const [fields, code, field] of [
      [{ name: 'HP', shift_x: '500' }, 'shift_invalid', 'shift_x'],
      [{ name: 'HP', scale: '-100' }, 'scale_invalid', 'scale'],
      [{ name: '   ' }, 'printer_name', 'name'],
    ] as const) {
      const response = await teacher.visitor.post(printApiPaths.printers, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        result: 'error',
        error_code: code,
        name: field,
      });
    }
    expect(await printers(teacher)).toEqual([]);
    for (let index = 0; index < 20; index += 1)
      expect(
        (await teacher.visitor.post(printApiPaths.printers, { name: `P${index}` })).status,
      ).toBe(200);
    const full = await teacher.visitor.post(printApiPaths.printers, { name: 'One more' });
    expect(full.status).toBe(400);
    expect(await full.json()).toMatchObject({ error_code: 'printers_full' });
    expect(await printers(teacher)).toHaveLength(20);
  });

  it("keeps each account's printers to itself", async () => {
    const owner = await MassClient.registered(app);
    const stranger = await MassClient.registered(app);
    await owner.visitor.post(printApiPaths.printers, { name: 'Мой', shift_x: '2' });
    const [printer] = await printers(owner);
    expect(await printers(stranger)).toEqual([]);
    const changed = await stranger.visitor.post(printApiPaths.printer(printer!.id), { name: 'x' });
    expect(changed.status).toBe(404);
    expect((await stranger.visitor.post(printApiPaths.deletePrinter(printer!.id))).status).toBe(
      404,
    );
    // Nor may a stranger print through it: refused before anything is queued.
    const strangerDoc = await stranger.labelledDoc(fixture.free.id, 'Грамота', 'Петрову Петру');
    const refused = await print(stranger, strangerDoc, { layout: 'blank', printer: printer!.id });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error_code: 'printer_invalid', name: 'printer' });
    expect(await printers(owner)).toEqual([
      expect.objectContaining({ name: 'Мой', shift_x_mm: 2 }),
    ]);
  });

  it('gives the calibration sheet as a tagged PDF with the instructions in the reader language', async () => {
    const teacher = await MassClient.registered(app);
    const response = await teacher.get(`${printApiPaths.calibrationSheet('a4')}&lng=ru`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const facts = await pdfFacts(await bytesOf(response));
    expect(facts.tagged).toBe(true);
    expect(facts.title).toBe('Лист калибровки принтера');
    expect(facts.text.replace(/\s+/g, ' ')).toContain('без масштабирования');
    expect(facts.widthPt).toBeCloseTo(mmToPt(210), 0);
    const bad = await teacher.get(printApiPaths.calibrationSheet('a3-poster'));
    expect(bad.status).toBe(400);
  });

  it('prints onto a blank without the frame, two copies of four to a sheet, and for a print shop', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', 'Иванову Ивану');
    await teacher.visitor.post(printApiPaths.printers, { name: 'HP', shift_x: '2', shift_y: '1' });
    const [printer] = await printers(teacher);

    const plain = await printed(teacher, doc, {});
    const blank = await printed(teacher, doc, { layout: 'blank', printer: printer!.id });
    expect(await inkAtLeftEdge(plain)).toBeGreaterThan(0.05);
    expect(await inkAtLeftEdge(blank)).toBeLessThan(0.005);
    const blankFacts = await pdfFacts(blank);
    expect(blankFacts.text).toContain('Иванову Ивану');
    expect(blankFacts.tagged).toBe(true);

    const sheet = await printed(teacher, doc, { layout: 'sheet', grid: 'four', copies: '6' });
    const sheetFacts = await pdfFacts(sheet);
    expect(sheetFacts.pages).toBe(2);
    expect(sheetFacts.text.match(/Иванову Ивану/g)).toHaveLength(6);

    const press = await printed(teacher, doc, { layout: 'press' });
    const pressFacts = await pdfFacts(press);
    expect(pressFacts.trimBox?.[0]).toBeCloseTo(mmToPt(10), 0);
    expect(pressFacts.bleedBox?.[0]).toBeCloseTo(mmToPt(7), 0);

    // A print order's file is the print shop's PDF too: what the operator will download.
    const ordered = await teacher.visitor.post(
      creatorPaths.creator(doc, 'print-order', 'undonate'),
      { layout: 'press' },
    );
    const order = (await ordered.json()) as CreatorAnswer;
    expect(order.result).toBe('success');
    expect(await teacher.settled(doc, order.doc)).toMatchObject({ status: 'ready' });
    const orderPdf = await bytesOf(await teacher.get(readyPaths.pdf(order.filename, order.doc)));
    expect((await pdfFacts(orderPdf)).trimBox?.[2]).toBeCloseTo(mmToPt(220), 0);
  });

  it('refuses a grid of 100 and copies of 0 with a clear message, making nothing', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', 'Иванову Ивану');
    for (const [fields, code] of [
      [{ layout: 'sheet', grid: 'custom', columns: '10', rows: '10' }, 'grid_invalid'],
      [{ layout: 'sheet', grid: 'two', copies: '0' }, 'copies_invalid'],
      [{ layout: 'poster' }, 'layout_invalid'],
    ] as const) {
      const response = await print(teacher, doc, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ result: 'error', error_code: code });
    }
    // Nothing was queued: Ready files is still empty.
    const list = await teacher.get(readyPaths.readyGet(teacher.userKey));
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain('Иванову Ивану');
  });
});
