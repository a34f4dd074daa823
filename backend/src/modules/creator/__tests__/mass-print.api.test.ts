/**
 * A class printed in a layout (issue 36): a run made from a Ukrainian school's own list (the
 * shared fixture, apostrophes and ї є ґ as exported) laid out two and four to a sheet and onto
 * blanks, in table order, on the real engine; another account's files and a plain layout refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { printApiPaths } from '@gramota/contracts';
import { mmToPt } from '@gramota/doc-style';
import { pdfFacts } from '@gramota/app-harness';
import { CHROMIUM, withChromium } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';
import { appForBlock, databases } from '../../../test-support/test-app';

jest.setTimeout(180_000);

const fixture = docsFixtureForFile();
const LIST = path.join(
  __dirname,
  '../../../../../fixtures/class-lists/ua-3v-utf8-formula-like.csv',
);

/** The pupils as the school's file lists them: «Прізвище Ім'я», in its order. */
function pupils(): string[] {
  const [, ...rows] = fs.readFileSync(LIST, 'utf8').trim().split(/\r?\n/);
  return rows.map((row) => {
    const [surname, name] = row.split(',');
    return `${surname} ${name}`;
  });
}

withChromium.each(databases)('a class printed in a layout on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    config: { chromiumPath: CHROMIUM },
  }));

  async function run(teacher: MassClient) {
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Учень]');
    const massId = newMassId();
    const names = pupils();
    const ids: string[] = [];
    // Sent in reverse: the print follows the table's rows, not the order files were made in.
    for (let row = names.length - 1; row >= 0; row -= 1)
      ids.unshift((await teacher.massCreated(doc, massId, { Учень: names[row]! }, row)).doc);
    expect((await teacher.runSettled(ids)).status).toBe('ready');
    return { ids, names };
  }

  async function classPrint(teacher: MassClient, ids: string[], query: Record<string, string>) {
    return teacher.get(printApiPaths.massPrint(ids, query));
  }

  it('lays the class out two and four to a sheet and onto blanks, in table order', async () => {
    const teacher = await MassClient.pro(app);
    const { ids, names } = await run(teacher);
    expect(names).toHaveLength(6);

    const two = await classPrint(teacher, ids, { layout: 'sheet', grid: 'two' });
    expect(two.status).toBe(200);
    expect(two.headers.get('content-type')).toBe('application/pdf');
    expect(two.headers.get('x-sheets')).toBe('3');
    const twoFacts = await pdfFacts(Buffer.from(await two.arrayBuffer()));
    expect(twoFacts.pages).toBe(3);
    expect(twoFacts.tagged).toBe(true);
    const text = twoFacts.text.replace(/\s+/g, ' ');
    const positions = names.map((name) => text.indexOf(name));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const four = await classPrint(teacher, ids, { layout: 'sheet', grid: 'four' });
    expect((await pdfFacts(Buffer.from(await four.arrayBuffer()))).pages).toBe(2);

    const blank = await classPrint(teacher, ids, { layout: 'blank' });
    const blankFacts = await pdfFacts(Buffer.from(await blank.arrayBuffer()));
    expect(blankFacts.pages).toBe(6);
    expect(blankFacts.widthPt).toBeCloseTo(mmToPt(210), 0);
  });

  it("refuses another account's files, a plain layout and a grid of 0, with the field named", async () => {
    const teacher = await MassClient.pro(app);
    const { ids } = await run(teacher);
    const stranger = await MassClient.pro(app);
    expect((await classPrint(stranger, ids, { layout: 'sheet', grid: 'two' })).status).toBe(404);
    const plain = await classPrint(teacher, ids, { layout: 'plain' });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ error_code: 'layout_invalid', name: 'layout' });
    const zero = await classPrint(teacher, ids, {
      layout: 'sheet',
      grid: 'custom',
      columns: '0',
      rows: '2',
    });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ error_code: 'grid_invalid', name: 'columns' });
  });
});
