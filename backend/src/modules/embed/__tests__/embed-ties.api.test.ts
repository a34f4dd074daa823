import {
  docsPaths,
  EMBED_TOKEN_HEADER,
  embedPaths,
  readyPaths,
  spreadsheetPaths,
  type ClassListsAnswer,
  type EmbedCreateAnswer,
} from '@gramota/contracts';
import { PDFDocument } from 'pdf-lib';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { MassClient, newMassId } from '../../../test-support/mass-test-kit';
import type { RenderInput, RenderOutput } from '../../render';

const fixture = docsFixtureForFile();
const SCHOOL = 'https://school.example';
const CSV = 'Name;Class\nAnna Brown;5A\nIvan Petrov;5B\n';

/** The stand-in engine with a real one-page PDF, so that a run joins into one PDF. */
class PdfStandIn extends StandInEngine {
  override async render(input: RenderInput): Promise<RenderOutput> {
    const output = await super.render(input);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    return { ...output, pdf: Buffer.from(await pdf.save()), pages: 1 };
  }
}

/**
 * Security review 2, finding 2: with only an embed link's token, every id a framed call names
 * is tied to the link's target. A spreadsheet link reads its own document's uploads and the files
 * its runs made, and nothing of the account's other documents, nor the saved class lists.
 */
describe.each(databases)('embed links tied to their target on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: new PdfStandIn(),
  }));

  /** A registered PRO teacher with two tables, each with an upload and a run of made files. */
  async function teacherWithTwoTables() {
    const teacher = await MassClient.registered(app);
    await teacher.grant(app, 'all-templates');
    const table = async () => {
      const doc = await teacher.labelledDoc(fixture.free.id, 'Certificate for [Name] of [Class]');
      const uploaded = await teacher.visitor.upload(spreadsheetPaths.upload(doc), CSV);
      expect(uploaded.status).toBe(200);
      const upload = ((await uploaded.json()) as { data_id: string }).data_id;
      const massId = newMassId();
      const jobs = [
        (await teacher.massCreated(doc, massId, { Name: 'Anna Brown', Class: '5A' })).doc,
        (await teacher.massCreated(doc, massId, { Name: 'Ivan Petrov', Class: '5B' })).doc,
      ];
      expect((await teacher.runSettled(jobs)).status).toBe('ready');
      return { doc, upload, jobs };
    };
    const own = await table();
    const other = await table();
    const list = await teacher.visitor.post(spreadsheetPaths.classListSave(), {
      name: '5 A',
      table: JSON.stringify({ headers: ['Name'], rows: [['Anna Brown'], ['Ivan Petrov']] }),
    });
    expect(list.status).toBe(200);
    const listId = String(((await list.json()) as { id: string | number }).id);
    return { teacher, own, other, listId };
  }

  async function embedToken(teacher: MassClient, fields: Record<string, string>) {
    const response = await teacher.visitor.post(embedPaths.create, { origins: SCHOOL, ...fields });
    const body = (await response.json()) as EmbedCreateAnswer;
    expect(response.status).toBe(200);
    return new URL(body.url).searchParams.get('embed_key')!;
  }

  /** A framed page's call: the token header, no cookie (a third-party frame has none). */
  const framed = (token: string, path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { [EMBED_TOKEN_HEADER]: token, ...(init.headers as Record<string, string>) },
    });

  async function expectRefused(token: string, paths: string[]) {
    for (const path of paths) {
      const response = await framed(token, path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toMatchObject({
        result: 'error',
        error_code: 'embed_not_allowed',
      });
    }
  }

  it('refuses a spreadsheet link the other document’s upload and made files, and the class lists', async () => {
    const { teacher, own, other, listId } = await teacherWithTwoTables();
    const token = await embedToken(teacher, { scope: 'spreadsheet', target: own.doc });

    await expectRefused(token, [
      spreadsheetPaths.massZip(other.jobs),
      spreadsheetPaths.massPdf(other.jobs),
      spreadsheetPaths.getCsv(other.upload),
      spreadsheetPaths.classLists(),
      spreadsheetPaths.classListGet(listId),
      // One file of another document among its own is refused as a whole.
      spreadsheetPaths.massZip([...own.jobs, other.jobs[0]!]),
      spreadsheetPaths.massStatus(other.jobs),
    ]);

    // The teacher's own session still reads everything: the refusals changed nothing.
    const lists = (await (
      await teacher.get(spreadsheetPaths.classLists())
    ).json()) as ClassListsAnswer;
    expect(JSON.stringify(lists)).toContain('5 A');
    expect((await teacher.get(spreadsheetPaths.getCsv(other.upload))).status).toBe(200);
  });

  it('lets a spreadsheet link read its own table: upload, rows, run status and downloads', async () => {
    const { teacher, own } = await teacherWithTwoTables();
    const token = await embedToken(teacher, { scope: 'spreadsheet', target: own.doc });

    const csv = await framed(token, spreadsheetPaths.getCsv(own.upload));
    expect(csv.status).toBe(200);
    expect(JSON.stringify(await csv.json())).toContain('Ivan Petrov');
    const status = await framed(token, spreadsheetPaths.massStatus(own.jobs));
    expect(status.status).toBe(200);
    const zip = await framed(token, spreadsheetPaths.massZip(own.jobs));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const pdf = await framed(token, spreadsheetPaths.massPdf(own.jobs));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // A file uploaded in the frame is the table's own, and the frame reads it back.
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode(CSV)]), 'pupils.csv');
    const uploaded = await framed(token, spreadsheetPaths.upload(own.doc), {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const dataId = ((await uploaded.json()) as { data_id: string }).data_id;
    expect((await framed(token, spreadsheetPaths.getCsv(dataId))).status).toBe(200);
  });

  it('keeps the picker and the run links to the owner’s own lists and the run’s files', async () => {
    const { teacher, own, other } = await teacherWithTwoTables();
    const stranger = await MassClient.registered(app);
    const picker = await embedToken(teacher, { scope: 'docs-picker' });
    expect((await framed(picker, docsPaths.docsGet(teacher.userKey))).status).toBe(200);
    await expectRefused(picker, [
      docsPaths.docsGet(stranger.userKey),
      `/api/profile-get/${stranger.userKey}/`,
      spreadsheetPaths.getCsv(own.upload),
      spreadsheetPaths.massZip(own.jobs),
    ]);

    const run = await embedToken(teacher, { scope: 'ready-run', target: own.jobs.join(',') });
    const askFor = (ids: string) =>
      framed(run, readyPaths.readyGetDocs(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `docs=${ids}`,
      });
    expect((await askFor(own.jobs.join(','))).status).toBe(200);
    expect((await askFor(`${own.jobs[0]!}-${other.jobs[0]!}`)).status).toBe(403);
    await expectRefused(run, [
      spreadsheetPaths.massZip(other.jobs),
      spreadsheetPaths.massStatus(other.jobs),
    ]);
  });
});
