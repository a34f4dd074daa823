import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const fixture = docsFixtureForFile();

/** Issue 29: a key's join separator, its case and the teacher's corrections survive a reload. */
describe.each(databases)('a table keeps its keys’ options on %s', (kind) => {
  const app = appForBlock(kind, () => ({ catalogueDir: fixture.catalogueDir }));

  async function teacherWithDoc() {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Вручается [Фамилия Имя]');
    return { teacher, doc, table: await teacher.meta(doc) };
  }

  it('saves the separator, the dative and a correction, and answers them on the next open', async () => {
    const { teacher, doc, table } = await teacherWithDoc();
    const settings = {
      ...table.settings,
      keys: {
        'Фамилия Имя': {
          separator: ', ',
          grammar: { language: 'ru' as const, case: 'dative' as const },
        },
      },
      corrections: { 'ru:dative:f:Нурланкызы Айгерим': 'Нурланкызы Айгерим' },
    };
    expect((await teacher.metaSet(doc, { ...table, settings })).status).toBe(200);
    const reopened = await teacher.meta(doc);
    expect(reopened.settings.keys).toEqual(settings.keys);
    expect(reopened.settings.corrections).toEqual(settings.corrections);
  });

  it('refuses a case its language has not, a long separator or a correction that is no text, keeping the saved table', async () => {
    const { teacher, doc, table } = await teacherWithDoc();
    expect((await teacher.metaSet(doc, table)).status).toBe(200);
    const before = await teacher.meta(doc);
    const wrong: unknown[] = [
      { keys: { 'Фамилия Имя': { grammar: { language: 'ru', case: 'vocative' } } } },
      { keys: { 'Фамилия Имя': { grammar: { language: 'kz', case: 'dative' } } } },
      { keys: { 'Фамилия Имя': { separator: ' — это очень длинный разделитель' } } },
      { keys: { 'Фамилия Имя': 'dative' } },
      { corrections: { 'ru:dative:m:Иванов Иван': 42 } },
      { corrections: { 'ru:dative:m:Иванов Иван': 'a\u0000b' } },
    ];
    for (const extra of wrong)
      expect(
        await answer(
          await teacher.metaSet(doc, {
            ...table,
            settings: { ...table.settings, ...(extra as object) },
          }),
        ),
      ).toEqual(error('meta_invalid'));
    expect(await teacher.meta(doc)).toEqual(before);
  });

  it('keeps a key named __proto__ as a key like any other, never the settings’ prototype', async () => {
    const { teacher, doc, table } = await teacherWithDoc();
    const body = JSON.parse(
      '{"__proto__":{"separator":"-"},"Фамилия Имя":{"separator":" "}}',
    ) as Record<string, { separator: string }>;
    const saved = await teacher.metaSet(doc, {
      ...table,
      settings: { ...table.settings, keys: body },
    });
    expect(saved.status).toBeLessThan(500);
    const reopened = await teacher.meta(doc);
    expect(reopened.settings.keys?.['Фамилия Имя']).toEqual({ separator: ' ' });
    expect(Object.getPrototypeOf(reopened.settings)).toBe(Object.prototype);
  });
});
