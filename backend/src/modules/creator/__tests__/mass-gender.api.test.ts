import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  spreadsheetPaths,
  type MassCreateAnswer,
  type MassRowValues,
  type PupilGender,
} from '@gramota/contracts';
import { CATALOGUE, renderCatalogue } from '@gramota/template-artwork';
import { madeForBlock } from '../../../test-support/made-for-block';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer } from '../../../test-support/redactor-test-kit';
import {
  SpreadsheetClient,
  spreadsheetError as error,
} from '../../../test-support/spreadsheet-test-kit';
import { CreatorJob } from '../creator-job.entity';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';

/**
 * Two catalogue templates as they ship: «Золотой лавр» (a грамота: '[ученик|ученица] [5 «А»]
 * класса') and «Сертификат участника» (fields mode: '[принял|приняла] участие в %event%').
 */
const catalogue = madeForBlock(
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-gender-'));
    const merit = CATALOGUE.find((template) => template.id === 'ru:101:0')!;
    const participation = CATALOGUE.find((template) => template.id === 'ru:302:0')!;
    await renderCatalogue({ outDir: dir, templates: [merit, participation] });
    return { dir, merit, participation };
  },
  (made) => fs.rmSync(made.dir, { recursive: true, force: true }),
  120_000,
);

/** A teacher's own certificate, written the way the catalogue now writes gendered words. */
const LINES = [
  'Грамота вручается [ученику|ученице] [Класс] класса',
  '[Фамилия Имя]',
  'за то, что [он|она] [занял|заняла] [1] место',
];

const AMINA = { 'Фамилия Имя': 'Абдуллаевой Амине', Класс: '5 «Б»' };
const ARTYOM = { 'Фамилия Имя': 'Белоусову Артёму', Класс: '5 «Б»' };

describe.each(databases)('gender alternatives in mass creation on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({ catalogueDir: catalogue.dir, renderEngine: engine }));

  const massCreate = (
    teacher: MassClient,
    doc: string,
    run: string,
    values: MassRowValues,
    gender?: PupilGender | null,
    row?: number,
  ) => teacher.visitor.get(spreadsheetPaths.massCreate(doc, run, values, row, gender));

  async function made(...args: Parameters<typeof massCreate>): Promise<MassCreateAnswer> {
    const response = await massCreate(...args);
    if (response.status !== 200) throw new Error(`masscreate ${response.status}`);
    return (await response.json()) as MassCreateAnswer;
  }

  /** The HTML the job of that answer was rendered from (the file's text). */
  async function fileHtml(teacher: MassClient, job: MassCreateAnswer): Promise<string> {
    await teacher.runSettled([job.doc]);
    const row = await app.dataSource
      .getRepository(CreatorJob)
      .findOneByOrFail({ id: Number(job.doc) });
    const render = engine.renders.find((input) => input.html === row.content);
    expect(render).toBeDefined();
    return render!.html;
  }

  const preview = async (
    teacher: MassClient,
    doc: string,
    values: MassRowValues,
    gender?: PupilGender | null,
  ) => {
    const response = await teacher.visitor.get(
      spreadsheetPaths.preview(doc, values, false, gender),
    );
    expect(response.status).toBe(200);
    return response.text();
  };

  const jobsOf = async (teacher: MassClient) =>
    app.dataSource.getRepository(CreatorJob).countBy({ userId: await teacher.userId() });

  it('prints «ученице» for a girl and «ученику» for a boy, in the file and its preview', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(catalogue.merit.id, ...LINES);
    const run = newMassId();
    const amina = await fileHtml(teacher, await made(teacher, doc, run, AMINA, 'f', 0));
    expect(amina).toContain('Грамота вручается ученице 5 «Б» класса');
    expect(amina).toContain('за то, что она заняла [1] место');
    expect(amina).not.toContain('ученику');
    const artyom = await fileHtml(teacher, await made(teacher, doc, run, ARTYOM, 'm', 1));
    expect(artyom).toContain('Грамота вручается ученику 5 «Б» класса');
    expect(artyom).toContain('за то, что он занял [1] место');

    expect(await preview(teacher, doc, AMINA, 'f')).toContain('вручается ученице 5 «Б» класса');
    expect(await preview(teacher, doc, ARTYOM, 'm')).toContain('вручается ученику 5 «Б» класса');
  });

  it('without a gender leaves the alternatives as written, as a label nobody filled', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(catalogue.merit.id, ...LINES);
    const html = await fileHtml(teacher, await made(teacher, doc, newMassId(), AMINA));
    expect(html).toContain('Грамота вручается [ученику|ученице] 5 «Б» класса');
    expect(html).toContain('[он|она] [занял|заняла] [1] место');
    expect(await preview(teacher, doc, AMINA)).toContain('[ученику|ученице] 5 «Б» класса');
  });

  it("keeps a cell's text that looks like an alternative as text", async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(catalogue.merit.id, ...LINES);
    const html = await preview(teacher, doc, { 'Фамилия Имя': '[Ира|Вера] <b>', Класс: '7' }, 'f');
    expect(html).toContain('[Ира|Вера] &lt;b&gt;');
    expect(html).toContain('вручается ученице 7 класса');
  });

  it('a catalogue грамота: the table offers its labels only, says it needs genders, and prints «ученица»', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.createDoc(catalogue.merit.id);
    const sheet = new SpreadsheetClient(teacher.visitor, teacher.userKey);
    const { meta } = await sheet.meta(doc);
    expect(meta.gendered).toBe('1');
    expect(meta.keys.split(';;')).toEqual(
      expect.arrayContaining(['Фамилия Имя', '5 «А»', 'МБОУ СОШ № 1']),
    );
    expect(meta.keys).not.toContain('|');
    const values = { 'Фамилия Имя': 'Абдуллаева Амина', '5 «А»': '5 «Б»' };
    const girl = await fileHtml(teacher, await made(teacher, doc, newMassId(), values, 'f'));
    expect(girl).toContain('ученица 5 «Б» класса');
    const boy = await preview(teacher, doc, { ...values, 'Фамилия Имя': 'Белоусов Артём' }, 'm');
    expect(boy).toContain('ученик 5 «Б» класса');
    expect(boy).not.toContain('ученица');

    // A doc without alternatives needs no genders.
    const plain = await teacher.labelledDoc(catalogue.merit.id, 'Грамота', '[Фамилия Имя]');
    expect((await sheet.meta(plain)).meta.gendered).toBe('0');
  });

  it('a catalogue fields-mode certificate: «приняла участие» for a girl', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.createDoc(catalogue.participation.id);
    const sheet = new SpreadsheetClient(teacher.visitor, teacher.userKey);
    const { meta } = await sheet.meta(doc);
    expect(meta.gendered).toBe('1');
    expect(meta.keys).toBe('Фамилия и имя участника');
    const values = { 'Фамилия и имя участника': 'Иванова Мария' };
    const html = await fileHtml(teacher, await made(teacher, doc, newMassId(), values, 'f'));
    expect(html).toContain('приняла участие в школьной научно-практической конференции');
    expect(await preview(teacher, doc, values, 'm')).toContain('принял участие в');
  });

  it('the gender is part of the row: the same row and gender twice is one job, another gender another', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(catalogue.merit.id, ...LINES);
    const run = newMassId();
    const [a, b] = await Promise.all([
      made(teacher, doc, run, AMINA, 'f', 4),
      made(teacher, doc, run, AMINA, 'f', 4),
    ]);
    expect(b.doc).toBe(a.doc);
    expect((await made(teacher, doc, run, AMINA, 'f', 4)).doc).toBe(a.doc);
    // The teacher fixed the gender and sent the row again: a file of its own.
    const fixed = await made(teacher, doc, run, AMINA, 'm', 4);
    expect(fixed.doc).not.toBe(a.doc);
    // No gender is a row of its own too, and stays one when sent again.
    const none = await made(teacher, doc, run, AMINA, null, 4);
    expect(new Set([a.doc, fixed.doc, none.doc]).size).toBe(3);
    expect((await made(teacher, doc, run, AMINA, undefined, 4)).doc).toBe(none.doc);
    await teacher.runSettled([a.doc, fixed.doc, none.doc]);
    expect(await jobsOf(teacher)).toBe(3);
  });

  it('refuses a gender that is not m or f, naming it, and makes nothing', async () => {
    const teacher = await MassClient.pro(app);
    const doc = await teacher.labelledDoc(catalogue.merit.id, ...LINES);
    const run = newMassId();
    const base = spreadsheetPaths.massCreate(doc, run, AMINA);
    const previewBase = spreadsheetPaths.preview(doc, AMINA);
    for (const bad of ['', 'x', 'F', 'ж', 'male', 'm&gender=f', 'm%00'])
      for (const path of [base, previewBase])
        expect({
          bad,
          path,
          ...(await answer(await teacher.visitor.get(`${path}&gender=${bad}`))),
        }).toEqual({ bad, path, status: 400, body: error('gender_invalid', 'gender') });
    expect(await jobsOf(teacher)).toBe(0);
    // The same call with a gender it knows goes through.
    expect((await teacher.visitor.get(`${base}&gender=f`)).status).toBe(200);
    expect(await jobsOf(teacher)).toBe(1);
  });
});
