import type { SpreadsheetColumn, SpreadsheetMeta } from '@gramota/contracts';
import { activeKeyColumns, docKeys, massRows } from './mass-rows';

const meta: Pick<SpreadsheetMeta, 'keys'> = { keys: 'Фамилия Имя;;Класс;;Учитель' };

const column = (title: string, type: SpreadsheetColumn['type'] = 'key'): SpreadsheetColumn => ({
  title,
  type,
  width: 100,
});

const columns = [
  column('', 'check'),
  column('%Фамилия Имя'),
  column('%Класс'),
  column('(выберите)'),
  column('%E-mail'),
  column('Заметки', 'text'),
  column('%Фамилия Имя'),
  column('', 'pad'),
];

describe('massRows', () => {
  test('docKeys splits meta.keys', () => {
    expect(docKeys(meta)).toEqual(['Фамилия Имя', 'Класс', 'Учитель']);
    expect(docKeys({ keys: '' })).toEqual([]);
  });

  test("active key columns: the document's %keys and %E-mail, each key once", () => {
    expect([...activeKeyColumns({ columns }, meta)]).toEqual([
      [1, 'Фамилия Имя'],
      [2, 'Класс'],
      [4, 'E-mail'],
    ]);
    expect([...activeKeyColumns({ columns: [column('', 'check'), column('%Нет')] }, meta)]).toEqual(
      [],
    );
  });

  test('checked rows with a value in an active column, by key, in table order', () => {
    const data = [
      ['1', ' Иванов Иван ', '5 А', 'x', 'ivanov@school.ru', 'note', 'ignored'],
      ['', 'Петрова Анна', '5 А', '', '', '', ''],
      ['1', '', '', 'only a free column', '', 'only text', 'ignored'],
      ['1', '', '5 Б', '', '', '', ''],
      ['1'],
    ];
    expect(massRows({ columns, data }, meta)).toEqual([
      {
        index: 0,
        values: { 'Фамилия Имя': 'Иванов Иван', Класс: '5 А' },
        email: 'ivanov@school.ru',
      },
      { index: 3, values: { 'Фамилия Имя': '', Класс: '5 Б' }, email: '' },
    ]);
  });
});
