import {
  SPREADSHEET_LIMITS,
  spreadsheetPaths,
  type ClassListAnswer,
  type ClassListsAnswer,
} from '@gramota/contracts';
import { pendingVisitor, profileOf } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer } from '../../../test-support/redactor-test-kit';
import { ClassList } from '../class-list.entity';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const table = (...names: string[]) => ({
  headers: ['Фамилия Имя', 'E-mail'],
  rows: names.map((name) => [name, '']),
});

describe.each(databases)('class lists on %s', (kind) => {
  const app = appForBlock(kind);

  const save = (teacher: SpreadsheetClient, name: string, value: unknown) =>
    teacher.visitor.post(spreadsheetPaths.classListSave(), {
      name,
      table: typeof value === 'string' ? value : JSON.stringify(value),
    });
  const lists = async (teacher: SpreadsheetClient) =>
    (await (await teacher.get(spreadsheetPaths.classLists())).json()) as ClassListsAnswer;

  it('saves, lists, loads, replaces by name and removes the account’s lists', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    expect(await lists(teacher)).toEqual({ result: 'success', lists: [] });
    const first = await answer(
      await save(teacher, ' 5 А,  2026/27 ', table('Иванов Иван', '<b>x</b>')),
    );
    expect(first).toEqual({
      status: 200,
      body: { result: 'success', id: expect.any(String) as unknown },
    });
    const id = first.body.id as string;
    app.clock.advance(1000);
    const other = await answer(await save(teacher, '6 Б', table('Петрова Мария')));

    const listed = await lists(teacher);
    expect(listed.lists.map((list) => [list.name, list.rows, list.headers])).toEqual([
      ['6 Б', 1, ['Фамилия Имя', 'E-mail']],
      ['5 А, 2026/27', 2, ['Фамилия Имя', 'E-mail']],
    ]);
    const loaded = (await (
      await teacher.get(spreadsheetPaths.classListGet(id))
    ).json()) as ClassListAnswer;
    expect(loaded.list).toMatchObject({ id, name: '5 А, 2026/27', rows: 2 });
    expect(loaded.list.table).toEqual(table('Иванов Иван', '<b>x</b>'));

    // The same name replaces that list (same id), it does not add one.
    app.clock.advance(1000);
    const again = await answer(await save(teacher, '5 А, 2026/27', table('Сидоров Пётр')));
    expect(again.body.id).toBe(id);
    expect((await lists(teacher)).lists).toHaveLength(2);
    const replaced = (await (
      await teacher.get(spreadsheetPaths.classListGet(id))
    ).json()) as ClassListAnswer;
    expect(replaced.list.table.rows).toEqual([['Сидоров Пётр', '']]);

    expect(await answer(await teacher.visitor.post(spreadsheetPaths.classListRemove(id)))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await lists(teacher)).lists.map((list) => list.id)).toEqual([other.body.id]);
    expect((await teacher.get(spreadsheetPaths.classListGet(id))).status).toBe(404);
  });

  it('refuses bad names and tables, and a 201st list, changing nothing', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const cases: Array<[string, unknown, ReturnType<typeof error>]> = [
      ['', table('Анна'), error('class_list_name')],
      ['   ', table('Анна'), error('class_list_name')],
      [
        'я'.repeat(SPREADSHEET_LIMITS.classListNameMax + 1),
        table('Анна'),
        error('class_list_name'),
      ],
      ['5 А', 'not json', error('meta_invalid')],
      ['5 А', { headers: 'x', rows: [] }, error('meta_invalid')],
      ['5 А', { headers: ['a'], rows: [[1]] }, error('meta_invalid')],
      [
        '5 А',
        {
          headers: ['a'],
          rows: Array.from({ length: SPREADSHEET_LIMITS.maxRows + 1 }, () => ['x']),
        },
        error('too_many_rows'),
      ],
      [
        '5 А',
        { headers: Array.from({ length: SPREADSHEET_LIMITS.maxColumns + 1 }, () => 'h'), rows: [] },
        error('too_many_columns'),
      ],
      [
        '5 А',
        { headers: ['a'], rows: [['я'.repeat(SPREADSHEET_LIMITS.maxCellChars + 1)]] },
        error('cell_too_long'),
      ],
    ];
    for (const [name, value, expected] of cases)
      expect(await answer(await save(teacher, name, value))).toEqual(expected);
    expect((await lists(teacher)).lists).toEqual([]);

    // Full: 200 lists kept (written directly, as 200 saves would), the 201st is refused.
    const userId = (await profileOf(teacher.visitor)).id;
    await app.dataSource.getRepository(ClassList).insert(
      Array.from({ length: SPREADSHEET_LIMITS.classListsMax }, (_, index) => ({
        userId,
        name: `Класс ${index}`,
        headers: '[]',
        rowCount: 0,
        tableJson: '{"headers":[],"rows":[]}',
        time: index,
      })),
    );
    expect(await answer(await save(teacher, 'Ещё один', table('Анна')))).toEqual(
      error('class_lists_full'),
    );
    // Replacing one by its name still works when full.
    expect((await save(teacher, 'Класс 7', table('Анна'))).status).toBe(200);
    expect((await lists(teacher)).lists).toHaveLength(SPREADSHEET_LIMITS.classListsMax);
  });

  it('gives a stranger and a guest 404 for the owner’s list, which stays', async () => {
    const owner = await SpreadsheetClient.anonymous(app);
    const id = (await answer(await save(owner, '5 А', table('Анна')))).body.id as string;
    const stranger = await SpreadsheetClient.anonymous(app);
    const guest = await pendingVisitor(app);
    for (const visitor of [stranger.visitor, guest]) {
      expect(await answer(await visitor.get(spreadsheetPaths.classListGet(id)))).toEqual(
        error('not_found', 404),
      );
      expect(await answer(await visitor.post(spreadsheetPaths.classListRemove(id)))).toEqual(
        error('not_found', 404),
      );
      const theirs = (await (
        await visitor.get(spreadsheetPaths.classLists())
      ).json()) as ClassListsAnswer;
      expect(theirs.lists).toEqual([]);
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      expect((await owner.get(spreadsheetPaths.classListGet(bad))).status).toBe(404);
    expect((await lists(owner)).lists.map((list) => list.id)).toEqual([id]);
  });
});
