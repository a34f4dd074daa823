import fs from 'node:fs';
import path from 'node:path';
import { spreadsheetPaths, type SpreadsheetCsvAnswer } from '@gramota/contracts';
import { launchGoogleSheets } from '../../../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from '../../../test-support/made-for-block';
import { appForBlock, databases } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { TABLE_READING_DEFAULTS } from '../../../config';
import { SpreadsheetUpload } from '../spreadsheet-upload.entity';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

/**
 * The moment the server has an upload's whole file and hands it to the reader (the route takes
 * the bytes, then reads them): the test's cue to send another visitor's request.
 */
const mockFileTaken: { then?: () => void } = {};
jest.mock('../table-upload.middleware', () => {
  const actual = jest.requireActual<typeof import('../table-upload.middleware')>(
    '../table-upload.middleware',
  );
  return {
    ...actual,
    uploadedBytes: (...args: Parameters<typeof actual.uploadedBytes>) => {
      const bytes = actual.uploadedBytes(...args);
      mockFileTaken.then?.();
      return bytes;
    },
  };
});

// Issue 28, finding 1: one CSV froze the whole server. The review's file: a header line, then
// `";` repeated: the old reader took 10 s a MB on the event loop, and no one else was answered.
const HEADER = 'Фамилия Имя;Класс\r\n';
const hostile = (bytes: number) => HEADER + '";'.repeat(bytes / 2);
const MB = 1024 * 1024;
/** TABLE_READ_* and TABLE_UPLOADS_* as a test sets them. */
const limits = { ...TABLE_READING_DEFAULTS, workers: 1 };

const docsFixture = docsFixtureForFile();
/** The shared fixtures: class lists as schools really export them (never edited for a test). */
const CLASS_LISTS = path.resolve(__dirname, '../../../../../fixtures/class-lists');
const sheets = madeForBlock(
  () => launchGoogleSheets(),
  (made) => made.stop(),
);
const sheetLink = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;

describe.each(databases)('untrusted tables on %s', (kind) => {
  describe('read off the event loop', () => {
    const app = appForBlock(kind, () => ({
      catalogueDir: docsFixture.catalogueDir,
      config: { sheets: { baseUrl: sheets.url, timeoutMs: 15_000 } },
    }));

    it("answers another visitor's login-check while a 1 MB hostile CSV is being read, and refuses the file", async () => {
      const teacher = await SpreadsheetClient.anonymous(app);
      const doc = await teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      const other = new Visitor(app);
      const kept = await app.dataSource.getRepository(SpreadsheetUpload).count();
      const events: string[] = [];
      let checks: Promise<void> | undefined;
      let uploadDone = false;
      mockFileTaken.then = () => {
        mockFileTaken.then = undefined;
        // The server has the file and reads it now: another visitor asks who they are, and
        // asks again until the upload is answered.
        checks = (async () => {
          do {
            const check = await other.get('/api/login-check/');
            expect(check.status).toBe(200);
            await check.json();
            events.push('login-check');
          } while (!uploadDone);
        })();
      };
      const upload = teacher.upload(doc, hostile(MB)).then(async (response) => {
        uploadDone = true;
        events.push('upload');
        return answer(response);
      });
      const result = await upload;
      await checks;
      // The other visitor was answered before the upload's answer, not after it.
      expect(events[0]).toBe('login-check');
      expect(events.indexOf('upload')).toBeGreaterThan(0);
      // A clear refusal in the seeds' shape, nothing kept.
      expect(result).toEqual(error('too_many_columns'));
      expect(await app.dataSource.getRepository(SpreadsheetUpload).count()).toBe(kept);
    });

    it('refuses the same bytes served by a sheet link, and still reads ordinary tables', async () => {
      const teacher = await SpreadsheetClient.anonymous(app);
      const doc = await teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      await sheets.addSheet('hostile-sheet-0000', hostile(MB));
      const link = await answer(
        await teacher.get(spreadsheetPaths.googleUpload(sheetLink('hostile-sheet-0000'))),
      );
      expect(link).toEqual(error('too_many_columns'));
      const rows = Array.from({ length: 3_000 }, (_, index) => `Ученик ${index};5 А`);
      const ordinary = await answer(
        await teacher.upload(doc, [HEADER.trim(), ...rows].join('\r\n')),
      );
      expect(ordinary.status).toBe(200);
      const csv = await answer(
        await teacher.get(spreadsheetPaths.getCsv(ordinary.body.data_id as string)),
      );
      expect(csv.body).toMatchObject({ delimiter: ';', encoding: 'utf-8' });
      expect((csv.body.table as { rows: string[][] }).rows).toHaveLength(3_000);
    });
  });

  describe('class lists as schools export them (../shared/fixtures, read as they are)', () => {
    const app = appForBlock(kind, () => ({ catalogueDir: docsFixture.catalogueDir }));
    const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(CLASS_LISTS, name)));

    /** Uploads a fixture through the reader threads and reads the kept table back. */
    async function readBack(name: string) {
      const teacher = await SpreadsheetClient.anonymous(app);
      const doc = await teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      const uploaded = await answer(await teacher.upload(doc, fixture(name)));
      expect(uploaded.status).toBe(200);
      const csv = await answer(
        await teacher.get(spreadsheetPaths.getCsv(uploaded.body.data_id as string)),
      );
      expect(csv.status).toBe(200);
      return csv.body as unknown as SpreadsheetCsvAnswer;
    }

    it("reads Excel's Windows-1251 export: quoted ';', '\"' and a line break, an apostrophe, a hyphen", async () => {
      const read = await readBack('excel-7a-separate-names-cp1251.csv');
      expect(read).toMatchObject({ encoding: 'windows-1251', delimiter: ';' });
      expect(read.table.headers.slice(0, 3)).toEqual(['Фамилия', 'Имя', 'Отчество']);
      const row = (surname: string) => read.table.rows.find((cells) => cells[0] === surname);
      expect(row('Воробьёва')?.[6]).toBe('За победу в олимпиаде по математике; 1 место');
      expect(row("Д'Арк")?.slice(0, 3)).toEqual(["Д'Арк", 'Жанна', '']);
      expect(row('Ершова-Блинова')?.[1]).toBe('Полина');
      expect(row('Киселёв')?.[6]).toBe('"Лучший проект" года');
      expect(read.table.rows.some((cells) => cells.some((cell) => cell.includes('\n')))).toBe(true);
    });

    it('reads a Ukrainian UTF-8 list with both apostrophes, and keeps formula-like cells as text', async () => {
      const read = await readBack('ua-3v-utf8-formula-like.csv');
      expect(read).toMatchObject({ delimiter: ',' });
      expect(read.table.headers).toEqual(['Прізвище', "Ім'я", 'По батькові', 'Клас', 'Примітка']);
      const surnames = read.table.rows.map((cells) => cells[0]);
      expect(surnames).toEqual(expect.arrayContaining(["З'явкін", 'Пʼятничук', 'Ґудзь']));
      const notes = read.table.rows.map((cells) => cells[4]);
      expect(notes).toEqual(
        expect.arrayContaining(['=ПЕРЕМОЖЕЦЬ', '+1 бал', '@класний керівник', '=1+2']),
      );
    });

    it("reads an electronic register's .xlsx with its title rows: every pupil's name is there", async () => {
      const read = await readBack('register-5b-title-rows.xlsx');
      expect(read.encoding).toBe('xlsx');
      // Title rows are read as rows (choosing the header row is the mapping's work, issue 29).
      expect(read.table.rows).toContainEqual(['№ п/п', 'ФИО', 'Дата рождения', 'Пол']);
      // Dates stored as Excel serial numbers come out as the register shows them.
      expect(read.table.rows).toContainEqual([
        '7',
        'Жуков-Островский Лев Андреевич',
        '14.02.2015',
        'М',
      ]);
      expect(read.table.rows).toContainEqual(['13', 'Нурланкызы Айгерим', '08.03.2015', 'Ж']);
      const pupils = read.table.rows.filter((cells) => /^\d+$/.test(cells[0] ?? ''));
      expect(pupils).toHaveLength(25);
    });
  });

  describe('past the reader’s time limit', () => {
    const app = appForBlock(kind, () => ({
      catalogueDir: docsFixture.catalogueDir,
      // A limit no real file meets: every read is past it.
      config: { tableReading: { ...limits, timeoutMs: 1 } },
    }));

    it('answers table_too_complex and keeps nothing; the next file gets a fresh reader', async () => {
      const teacher = await SpreadsheetClient.anonymous(app);
      const doc = await teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      const big = [HEADER.trim(), ...Array.from({ length: 5_000 }, (_, i) => `У ${i};5 А`)];
      for (let round = 0; round < 2; round += 1)
        expect(await answer(await teacher.upload(doc, big.join('\r\n')))).toEqual(
          error('table_too_complex'),
        );
      expect(await app.dataSource.getRepository(SpreadsheetUpload).count()).toBe(0);
    });
  });

  describe('counted per account and per address', () => {
    const app = appForBlock(kind, () => ({
      catalogueDir: docsFixture.catalogueDir,
      config: {
        sheets: { baseUrl: sheets.url, timeoutMs: 15_000 },
        tableReading: { ...limits, perAccount: 3, perAddress: 5 },
      },
    }));

    it('refuses the 6th table from one address, whoever sends it, and the 4th of one account', async () => {
      const first = await SpreadsheetClient.anonymous(app);
      const doc = await first.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      const ok = async (sent: Promise<Response>) => expect((await sent).status).toBe(200);
      await ok(first.upload(doc, 'Имя\nАнна'));
      // A sheet link counts as a table too.
      await ok(first.get(spreadsheetPaths.googleUpload(sheetLink('class-5a-sheet-0000'))));
      await ok(first.upload(doc, 'Имя\nБорис'));
      expect(await answer(await first.upload(doc, 'Имя\nВера'))).toEqual(
        error('uploads_too_many', 429),
      );

      // New cookies, same address: two more, then the address is full.
      const second = await SpreadsheetClient.anonymous(app);
      const secondDoc = await second.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
      await ok(second.upload(secondDoc, 'Имя\nГлеб'));
      await ok(second.upload(secondDoc, 'Имя\nДина'));
      const requestsBefore = (await sheets.requests()).length;
      expect(await answer(await second.upload(secondDoc, 'Имя\nЕва'))).toEqual(
        error('uploads_too_many', 429),
      );
      expect(
        await answer(
          await second.get(spreadsheetPaths.googleUpload(sheetLink('class-5a-sheet-0000'))),
        ),
      ).toEqual(error('uploads_too_many', 429));
      // A refused link is not fetched; refused files are not kept.
      expect(await sheets.requests()).toHaveLength(requestsBefore);
      expect(await app.dataSource.getRepository(SpreadsheetUpload).count()).toBe(5);

      // The window passes: tables are read again.
      app.clock.advance(limits.windowMinutes * 60_000 + 1);
      await ok(second.upload(secondDoc, 'Имя\nЖанна'));
    });
  });
});
