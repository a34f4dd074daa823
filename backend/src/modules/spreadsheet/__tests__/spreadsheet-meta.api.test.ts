import {
  CSRF_HEADER,
  SPREADSHEET_LIMITS,
  spreadsheetPaths,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { pendingVisitor } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const fixture = docsFixtureForFile();

describe.each(databases)('spreadsheet meta-get and meta-set on %s', (kind) => {
  const app = appForBlock(kind, () => ({ catalogueDir: fixture.catalogueDir }));

  const labelled = (teacher: SpreadsheetClient) =>
    teacher.labelledDoc(fixture.free.id, 'Награждается [Фамилия Имя]', 'ученик [Класс] класса');

  /** The default table with two pupils filled in and checked. */
  async function savedTable(teacher: SpreadsheetClient, doc: string): Promise<SpreadsheetTable> {
    const { columns, data, settings } = await teacher.meta(doc);
    data[0] = ['1', 'Иванов Иван', '5 А'];
    data[1] = ['1', '<b>Петрова</b> =HYPERLINK("x")', '5 Б'];
    return { columns, data, settings: { ...settings, spreadsheet_help: '0' } };
  }

  /** A labelled doc of the teacher's with that table saved, and meta-get's raw answer then. */
  async function docWithSavedTable(teacher: SpreadsheetClient) {
    const doc = await labelled(teacher);
    const table = await savedTable(teacher, doc);
    expect((await teacher.metaSet(doc, table)).status).toBe(200);
    return { doc, table, before: await (await teacher.metaRaw(doc)).text() };
  }

  it('answers a new table laid out from the document keys, then what was saved', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const first = await teacher.meta(doc);
    expect(first.meta).toEqual({
      keys: 'Фамилия Имя;;Класс',
      sources: [
        { key: 'Фамилия Имя', kind: 'label' },
        { key: 'Класс', kind: 'label' },
      ],
      is_pro: '0',
      is_table_student_card: '0',
      readonly: '0',
      empty: '1',
      doc_name: expect.any(String) as unknown,
      format: expect.any(String) as unknown,
      gendered: '0',
    });
    expect(first.columns).toEqual([
      { title: '', type: 'check', width: SPREADSHEET_LIMITS.checkColumnWidth },
      { title: '%Фамилия Имя', type: 'key', width: 120 },
      { title: '%Класс', type: 'key', width: 60 },
    ]);
    expect(first.data).toHaveLength(SPREADSHEET_LIMITS.defaultRows);
    expect(first.data[0]).toEqual(['', '', '']);
    expect(first.settings).toMatchObject({ headers: '%Фамилия Имя,%Класс', colcount: 2, type: '' });

    const table = await savedTable(teacher, doc);
    expect(await answer(await teacher.metaSet(doc, table))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    const saved = await teacher.meta(doc);
    expect(saved.meta.empty).toBe('0');
    // Cells come back as the same text: nothing in them is evaluated or rewritten.
    expect({ columns: saved.columns, data: saved.data, settings: saved.settings }).toEqual(table);

    // PRO follows the licences, as the creator's does.
    await teacher.grant(app, 'all-templates');
    expect((await teacher.meta(doc)).meta.is_pro).toBe('1');

    // '' clears: the default table again.
    expect((await teacher.metaSet(doc, '')).status).toBe(200);
    expect((await teacher.meta(doc)).meta.empty).toBe('1');
  });

  it('saves a first table sent twice at once (two autosaves in parallel, as two instances run them): both answer 200', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const table = await savedTable(teacher, doc);
    const later = { ...table, data: [['1', 'Сидорова Анна', '5 В'], ...table.data.slice(1)] };
    for (let round = 0; round < 5; round += 1) {
      await teacher.metaSet(doc, '');
      const answers = await Promise.all([teacher.metaSet(doc, table), teacher.metaSet(doc, later)]);
      expect([round, answers.map((one) => one.status)]).toEqual([round, [200, 200]]);
      // One of the two is what the table holds, whole.
      const { data } = await teacher.meta(doc);
      expect([table.data[0], later.data[0]]).toContainEqual(data[0]);
    }
  });

  it('refuses a table that breaks the shape or the limits, changing nothing', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const { doc, table, before } = await docWithSavedTable(teacher);

    const row = (cells: string[]) => ['', ...cells];
    const cases: Array<[string | SpreadsheetTable, ReturnType<typeof error>]> = [
      ['not json', error('meta_invalid')],
      ['[]\u0001[]', error('meta_invalid')],
      [{ ...table, columns: table.columns.slice(1) }, error('meta_invalid')],
      [
        { ...table, columns: [{ title: 'x', type: 'magic' as never, width: 1 }] },
        error('meta_invalid'),
      ],
      [{ ...table, data: [row(['a', 'b', 'c', 'd'])] }, error('meta_invalid')],
      [{ ...table, data: [[1 as never]] }, error('meta_invalid')],
      [{ ...table, settings: { ...table.settings, type: 'ftp' as never } }, error('meta_invalid')],
      [{ ...table, settings: { ...table.settings, colcount: -1 } }, error('meta_invalid')],
      [
        { ...table, settings: { ...table.settings, email_timeout_value: '1; DROP' } },
        error('meta_invalid'),
      ],
      [
        {
          ...table,
          data: Array.from({ length: SPREADSHEET_LIMITS.maxRows + 1 }, () => row(['a', 'b'])),
        },
        error('too_many_rows'),
      ],
      [
        {
          ...table,
          columns: Array.from({ length: SPREADSHEET_LIMITS.maxColumns + 1 }, (_, index) => ({
            title: '',
            type: index === 0 ? ('check' as const) : ('text' as const),
            width: 100,
          })),
        },
        error('too_many_columns'),
      ],
      [
        { ...table, data: [row(['я'.repeat(SPREADSHEET_LIMITS.maxCellChars + 1), ''])] },
        error('cell_too_long'),
      ],
      [{ ...table, data: [row(['a\u0000', ''])] }, error('meta_invalid')],
    ];
    for (const [meta, expected] of cases)
      expect(await answer(await teacher.metaSet(doc, meta))).toEqual(expected);
    // Not text at all (a form array).
    const arrayField = await teacher.visitor.request(spreadsheetPaths.metaSet(doc), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'meta[]=1&meta[]=2',
    });
    expect(await answer(arrayField)).toEqual(error('meta_invalid'));
    expect(await (await teacher.metaRaw(doc)).text()).toBe(before);
  });

  it('saves a table of the full 5,000 rows (a body far over the standard limit)', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await labelled(teacher);
    const table = await savedTable(teacher, doc);
    table.data = Array.from({ length: SPREADSHEET_LIMITS.maxRows }, (_, index) => [
      '1',
      `Ученикова Ученица Учениковна ${index}`,
      '11 Б',
    ]);
    expect((await teacher.metaSet(doc, table)).status).toBe(200);
    expect((await teacher.meta(doc)).data).toHaveLength(SPREADSHEET_LIMITS.maxRows);
  });

  it('blocks saving for a document without keys (need_label) and in the trash (read-only)', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const plain = await teacher.labelledDoc(fixture.free.id, 'Грамота без меток');
    const empty = await teacher.meta(plain);
    expect(empty.meta).toMatchObject({ keys: '', sources: [], empty: '1' });
    expect(await answer(await teacher.metaSet(plain, { ...empty }))).toEqual(error('need_label'));
    expect((await teacher.meta(plain)).meta.empty).toBe('1');

    const { doc, table } = await docWithSavedTable(teacher);
    await teacher.ok('doc', 'remove', { data_id: doc });
    const trashed = await teacher.meta(doc);
    expect(trashed.meta.readonly).toBe('1');
    expect(trashed.data).toEqual(table.data);
    expect(await answer(await teacher.metaSet(doc, { ...table, data: [] }))).toEqual(
      error('in_trash'),
    );
    expect(await answer(await teacher.metaSet(doc, ''))).toEqual(error('in_trash'));
    expect((await teacher.meta(doc)).data).toEqual(table.data);
  });

  it("gives a stranger, a visitor without an account and a bad id the same 404; the owner's table stays", async () => {
    const owner = await SpreadsheetClient.anonymous(app);
    const { doc, before } = await docWithSavedTable(owner);

    const stranger = await SpreadsheetClient.anonymous(app);
    const guest = await pendingVisitor(app);
    for (const visitor of [stranger.visitor, guest]) {
      expect(await answer(await visitor.get(spreadsheetPaths.metaGet(doc)))).toEqual(
        error('not_found', 404),
      );
      const set = await visitor.post(spreadsheetPaths.metaSet(doc), { meta: '' });
      expect(await answer(set)).toEqual(error('not_found', 404));
    }
    for (const bad of ['abc', '0', '-1', '99999999999999999999'])
      expect((await owner.metaRaw(bad)).status).toBe(404);
    // A forged cross-site call (no X-Requested-With) is refused before anything runs.
    const forged = await owner.visitor.request(spreadsheetPaths.metaSet(doc), {
      method: 'POST',
      csrf: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'meta=',
    });
    expect(forged.status).toBe(403);
    expect(CSRF_HEADER).toBeTruthy();
    expect(await (await owner.metaRaw(doc)).text()).toBe(before);
  });
});
