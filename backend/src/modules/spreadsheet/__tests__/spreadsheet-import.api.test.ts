import fs from 'node:fs';
import path from 'node:path';
import {
  SPREADSHEET_LIMITS,
  spreadsheetPaths,
  type SpreadsheetCsvAnswer,
} from '@gramota/contracts';
import { zipSync } from 'fflate';
import { launchGoogleSheets } from '../../../../../packages/test-stand-ins/launch.cjs';
import { pendingVisitor } from '../../../test-support/accounts';
import { madeForBlock } from '../../../test-support/made-for-block';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { SpreadsheetUpload } from '../spreadsheet-upload.entity';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const fixtures = path.join(__dirname, '..', 'import', '__tests__', 'fixtures');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));

const SHEET_TIMEOUT_MS = 1500;
const docsFixture = docsFixtureForFile();
const sheets = madeForBlock(
  () => launchGoogleSheets({ slowMs: 20_000 }),
  (made) => made.stop(),
);

const sheetLink = (id: string, gid = '0') =>
  `https://docs.google.com/spreadsheets/d/${id}/edit#gid=${gid}`;

describe.each(databases)('spreadsheet upload, get-csv and sheet links on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: docsFixture.catalogueDir,
    config: { sheets: { baseUrl: sheets.url, timeoutMs: SHEET_TIMEOUT_MS } },
  }));

  const uploadsCount = () => app.dataSource.getRepository(SpreadsheetUpload).count();
  const labelled = (teacher: SpreadsheetClient) =>
    teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');

  async function uploaded(teacher: SpreadsheetClient, doc: string, bytes: Uint8Array) {
    const response = await answer(await teacher.upload(doc, bytes));
    expect(response).toEqual({
      status: 200,
      body: { result: 'success', data_id: expect.any(String) as unknown },
    });
    const csv = await teacher.get(spreadsheetPaths.getCsv(response.body.data_id as string));
    expect(csv.status).toBe(200);
    return (await csv.json()) as SpreadsheetCsvAnswer;
  }

  it('reads an Excel Windows-1251 CSV and an .xlsx into tables the owner fetches', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    expect(await uploaded(teacher, doc, fixture('pupils-windows-1251-semicolon.csv'))).toEqual({
      result: 'success',
      status: 'ready',
      encoding: 'windows-1251',
      delimiter: ';',
      table: {
        headers: ['Фамилия Имя', 'Класс', 'Примечание'],
        rows: [
          ['Иванов Иван', '5 А', 'Победитель; олимпиада\r\nпо математике'],
          ['Петрова Мария', '5 А', ''],
          ['Сидоров Пётр', '5 Б', '=HYPERLINK("http://example.com")'],
          ['Ёлкина Алёна', '5 Б', '<b>жирный</b>'],
        ],
      },
    });
    const xlsx = await uploaded(teacher, doc, fixture('pupils.xlsx'));
    expect(xlsx).toMatchObject({ encoding: 'xlsx', delimiter: '' });
    expect(xlsx.table.rows[0]).toEqual(['Иванов Иван', '01.09.2026', '4.5', '9']);
  });

  it('refuses bad files with their reason and keeps nothing', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const before = await uploadsCount();
    const bomb = zipSync(
      Object.fromEntries(
        Array.from({ length: 50 }, (_, index) => [
          `xl/worksheets/sheet${index}.xml`,
          new Uint8Array(1024 * 1024),
        ]),
      ),
      { level: 9 },
    );
    const rows = ['Имя', ...Array.from({ length: 10_000 }, (_, index) => `Ученик ${index}`)];
    const cases: Array<[Uint8Array | string, ReturnType<typeof error>]> = [
      [fixture('pupils-utf16le-no-bom.csv'), error('encoding_unknown')],
      ['', error('file_empty')],
      ['\r\n\r\n', error('file_empty')],
      [rows.join('\r\n'), error('too_many_rows')],
      [bomb, error('xlsx_too_big')],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), error('xlsx_invalid')],
      [
        new Uint8Array(SPREADSHEET_LIMITS.maxUploadBytes + 1).fill(0x41),
        error('file_too_big', 413),
      ],
    ];
    for (const [bytes, expected] of cases)
      expect(await answer(await teacher.upload(doc, bytes))).toEqual(expected);
    // No file part at all.
    const none = await teacher.visitor.request(spreadsheetPaths.upload(doc), {
      method: 'POST',
      body: new FormData(),
    });
    expect(await answer(none)).toEqual(error('file_empty'));
    expect(await uploadsCount()).toBe(before);
  });

  it('lets only the uploader read an upload; strangers and guests get 404 and upload nothing', async () => {
    const owner = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(owner);
    const first = await answer(await owner.upload(doc, fixture('pupils-utf8-bom-comma.csv')));
    const dataId = first.body.data_id as string;

    const stranger = await SpreadsheetClient.anonymous(app);
    const guest = await pendingVisitor(app);
    const before = await uploadsCount();
    for (const visitor of [stranger.visitor, guest]) {
      expect(await answer(await visitor.get(spreadsheetPaths.getCsv(dataId)))).toEqual(
        error('not_found', 404),
      );
      const upload = await visitor.upload(spreadsheetPaths.upload(doc), 'Имя\nАнна');
      expect(await answer(upload)).toEqual(error('not_found', 404));
      const set = await visitor.post(spreadsheetPaths.googleSet(), {
        data: sheetLink('class-5a-sheet-0000'),
        doc,
      });
      expect(await answer(set)).toEqual(error('not_found', 404));
    }
    for (const bad of ['x', '1', `${dataId}x`, '00000000-0000-0000-0000-000000000000'])
      expect((await owner.get(spreadsheetPaths.getCsv(bad))).status).toBe(404);
    expect(await uploadsCount()).toBe(before);
    expect((await owner.get(spreadsheetPaths.getCsv(dataId))).status).toBe(200);

    // A doc in the trash takes no upload.
    await owner.ok('doc', 'remove', { data_id: doc });
    expect(await answer(await owner.upload(doc, 'Имя\nАнна'))).toEqual(error('in_trash'));
  });

  it('reads a sheet link through the configured host only, saving it as the table source', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const link = sheetLink('class-5a-sheet-0000');
    const read = await answer(await teacher.get(spreadsheetPaths.googleUpload(link)));
    expect(read.status).toBe(200);
    const csv = (await (
      await teacher.get(spreadsheetPaths.getCsv(read.body.data_id as string))
    ).json()) as SpreadsheetCsvAnswer;
    expect(csv).toMatchObject({ encoding: 'utf-8', delimiter: ',' });
    expect(csv.table).toEqual({
      headers: ['Фамилия Имя', 'Класс'],
      rows: [
        ['Иванов Иван', '5 А'],
        ['Петрова, Мария', '5 А'],
        ['Сидоров\r\nПётр', '5 А'],
      ],
    });
    const requests = await sheets.requests();
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/spreadsheets/d/class-5a-sheet-0000/export?format=csv&gid=0',
    });

    // google-set on a doc with a saved table: the link becomes its source.
    await sheets.addSheet('second-sheet-0001', 'Имя\r\nБорис\r\n', '42');
    const table = await teacher.meta(doc);
    await teacher.metaSet(doc, {
      columns: table.columns,
      data: table.data,
      settings: table.settings,
    });
    const secondLink = 'docs.google.com/spreadsheets/d/second-sheet-0001/edit?gid=42';
    const set = await answer(
      await teacher.visitor.post(spreadsheetPaths.googleSet(), { data: secondLink, doc }),
    );
    expect(set.status).toBe(200);
    const got = (await (
      await teacher.get(spreadsheetPaths.getCsv(set.body.data_id as string))
    ).json()) as SpreadsheetCsvAnswer;
    expect(got.table).toEqual({ headers: ['Имя'], rows: [['Борис']] });
    expect((await teacher.meta(doc)).settings).toMatchObject({ type: 'google', url: secondLink });
  });

  it('refuses other hosts without a request, and fails slow, huge, missing and redirected sheets', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const requestsBefore = (await sheets.requests()).length;
    for (const link of [
      'https://evil.example/docs.google.com/spreadsheets/d/class-5a-sheet-0000/',
      'https://docs.google.com.evil.example/spreadsheets/d/class-5a-sheet-0000/',
      'https://docs.google.com/document/d/class-5a-sheet-0000/',
      'https://docs.google.com/spreadsheets/',
      'http://127.0.0.1:1/spreadsheets/d/class-5a-sheet-0000/',
      '',
    ])
      expect(await answer(await teacher.get(spreadsheetPaths.googleUpload(link)))).toEqual(
        error('link_invalid'),
      );
    expect(
      await answer(await teacher.visitor.post(spreadsheetPaths.googleSet(), { data: 'x', doc })),
    ).toEqual(error('link_invalid'));
    expect((await sheets.requests()).length).toBe(requestsBefore);

    const before = await uploadsCount();
    for (const id of [
      'slow-sheet-0000',
      'huge-sheet-0000',
      'missing-sheet-0000',
      'redirect-away-0000',
    ]) {
      const asked = (await sheets.requests()).length;
      const response = await teacher.get(spreadsheetPaths.googleUpload(sheetLink(id)));
      expect(await answer(response)).toEqual(error('link_failed'));
      // The sheet was asked for (the failure is its answer, not a refused connection) ...
      const requests = (await sheets.requests()).slice(asked);
      expect(requests[0]).toMatchObject({ method: 'GET', path: expect.stringContaining(id) });
    }
    // ... and the slow sheet's answer is a good class list, sent only after slowMs (20 s): an app
    // that waited for it would have answered success. Its link_failed came from the app's own
    // timeout (SHEET_TIMEOUT_MS), which stopped waiting before the stand-in answered.
    // The redirect's target (another host name) was never asked.
    const hosts = (await sheets.requests()).map((request) => request.host);
    expect(hosts.every((host) => host.startsWith('127.0.0.1:'))).toBe(true);
    expect(await uploadsCount()).toBe(before);
  });
});
