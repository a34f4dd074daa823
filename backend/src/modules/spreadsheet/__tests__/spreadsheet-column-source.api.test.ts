import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const fixture = docsFixtureForFile();

describe.each(databases)('a column keeps the header it came with on %s', (kind) => {
  const app = appForBlock(kind, () => ({ catalogueDir: fixture.catalogueDir }));

  async function teacherWithDoc() {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Награждается [Фамилия Имя]');
    return { teacher, doc, table: await teacher.meta(doc) };
  }

  it('saves and answers each column’s source (Фамилия, Имя joined into one key, № п/п as text)', async () => {
    const { teacher, doc, table } = await teacherWithDoc();
    const columns = [
      table.columns[0]!,
      { title: '№ п/п', type: 'text' as const, width: 100, source: '№ п/п' },
      { title: '%Фамилия Имя', type: 'key' as const, width: 120, source: 'Фамилия' },
      { title: '%Фамилия Имя', type: 'key' as const, width: 120, source: 'Имя' },
      { title: '(выберите)', type: 'key' as const, width: 100 },
    ];
    const data = [['1', '1', 'Абдуллаева', 'Амина', '']];
    expect((await teacher.metaSet(doc, { columns, data, settings: table.settings })).status).toBe(
      200,
    );
    expect((await teacher.meta(doc)).columns).toEqual(columns);
  });

  it('refuses a source that is no text or longer than a cell, keeping the saved table', async () => {
    const { teacher, doc, table } = await teacherWithDoc();
    expect((await teacher.metaSet(doc, table)).status).toBe(200);
    const before = await teacher.meta(doc);
    for (const source of [42, 'Ф'.repeat(SPREADSHEET_LIMITS.maxCellChars + 1), 'a\u0000b']) {
      const columns = [
        table.columns[0]!,
        { ...table.columns[1]!, source: source as unknown as string },
      ];
      expect(
        await answer(await teacher.metaSet(doc, { ...table, columns, data: [['1', 'Аня']] })),
      ).toEqual(error('meta_invalid'));
    }
    expect(await teacher.meta(doc)).toEqual(before);
  });
});
