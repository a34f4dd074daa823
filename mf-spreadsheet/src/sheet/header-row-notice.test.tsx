import fs from 'node:fs';
import path from 'node:path';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImportedTable, SpreadsheetTable } from '@gramota/contracts';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { installSheetApi } from '../test-support/sheet-server';
import { HeaderRowNotice } from './header-row-notice.component';
import { activeColumns, defaultTable, rowHasData } from '../model/layout';
import { useClassLists } from './use-class-lists';
import { useImportActions } from './use-import-actions';

/** The shared class lists as the server's reader hands them over (see header-row.test.ts). */
const read = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixtures', 'class-lists.read.json'), 'utf8'),
) as Record<string, { table: ImportedTable }>;

const UPLOAD = '/api/spreadsheet-upload/42/';

/**
 * The table screen's import part as the workspace wires it: the upload input, the class lists,
 * the notice over the grid, and the table it lays out (the grid itself is the workspace's).
 */
function ImportHarness({ keys, seen }: { keys: string[]; seen: SpreadsheetTable[] }) {
  const { i18n } = useTranslation();
  const [initialTable] = useState(() => defaultTable(keys, i18n.language));
  const [, setTable] = useState(initialTable);
  const tableRef = useRef(initialTable);
  const update = (next: SpreadsheetTable) => {
    tableRef.current = next;
    seen.push(next);
    setTable(next);
  };
  const imports = useImportActions({
    docId: '42',
    keys,
    language: i18n.language,
    readOnly: false,
    initialTable,
    tableRef,
    update,
  });
  const lists = useClassLists({
    current: () => tableRef.current,
    applyImport: imports.applyImport,
  });
  return (
    <>
      <input type="file" data-testid="csv-input" onChange={imports.onFile} />
      <button type="button" onClick={lists.loadClassList}>
        load list
      </button>
      <HeaderRowNotice {...imports.noticeProps} />
    </>
  );
}

/** Renders the harness with the server answering `table` for any upload. */
function openWith(table: ImportedTable, keys: string[], language = 'ru') {
  const api = installSheetApi((call) => {
    if (call.path === UPLOAD) return [200, { result: 'success', data_id: 'd1' }];
    if (call.path === '/api/spreadsheet-get-csv/d1/')
      return [200, { result: 'success', status: 'ready', table, encoding: 'xlsx', delimiter: '' }];
    if (call.path === '/api/spreadsheet-class-list-get/7/')
      return [
        200,
        { result: 'success', list: { id: '7', name: '7 А', rows: 1, headers: [], time: 0, table } },
      ];
    return undefined;
  });
  const seen: SpreadsheetTable[] = [];
  const view = renderArea(<ImportHarness keys={keys} seen={seen} />, {
    strings: [registerTestStrings],
    language,
  });
  return { api, seen, ...view };
}

async function upload(name = 'list.xlsx') {
  await act(async () => {
    fireEvent.change(screen.getByTestId('csv-input'), {
      target: { files: [new File(['x'], name)] },
    });
  });
}

/** The table last laid into the grid: its active columns' titles and the rows holding data. */
function laid(seen: SpreadsheetTable[]) {
  const table = seen.at(-1)!;
  const columns = activeColumns(table.columns);
  return {
    titles: columns.map((column) => column.title),
    rows: table.data
      .filter((row) => rowHasData(row, columns.length))
      .map((row) => row.slice(1, columns.length + 1)),
  };
}

const noticeText = () => screen.getByTestId('header-row-text').textContent;

describe('the notice after an import', () => {
  afterEach(() => jest.restoreAllMocks());

  test('the register: headers from row 4, 25 pupils, rows 1–3 and «Итого» skipped; the upload names the language', async () => {
    const keys = ['Фамилия и имя участника', 'Класс'];
    const { api, seen } = openWith(read['register-5b-title-rows.xlsx']!.table, keys);
    await upload('register.xlsx');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect((api.calls.find((call) => call.path === UPLOAD)!.body as FormData).get('lang')).toBe(
      'ru',
    );
    expect(noticeText()).toBe(
      'Заголовки взяты из строки 4: № п/п, ФИО, Дата рождения, Пол · строк: 25 · ' +
        'пропущено: строки 1–3 и «Итого: 25 обучающихся»',
    );
    const table = laid(seen);
    // «№ п/п» and «ФИО» wait for the teacher; «Пол» is the gender column.
    expect(table.titles).toEqual(['№ п/п', 'ФИО', 'Дата рождения', '%Пол']);
    expect(table.rows).toHaveLength(25);
    expect(table.rows[0]).toEqual(['1', 'Абдуллаева Амина Рашидовна', '12.03.2015', 'Ж']);
    expect(table.rows.flat().some((cell) => cell.startsWith('Итого'))).toBe(false);
    // A whole-name column: no join to propose.
    expect(screen.queryByRole('group')).toBeNull();
  });

  test('another row can be picked from the file’s first ten, or none; the notice can be hidden', async () => {
    const { seen } = openWith(read['register-5b-title-rows.xlsx']!.table, ['ФИО']);
    await upload();
    await waitFor(() => expect(seen).toHaveLength(1));
    // «ФИО» is the document's own key here: it takes its column by name.
    expect(laid(seen).titles).toEqual(['№ п/п', '%ФИО', 'Дата рождения', '%Пол']);
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другую строку' }));
    const select = screen.getByLabelText('Строка заголовков') as HTMLSelectElement;
    const options = [...select.options].map((option) => [option.textContent, option.disabled]);
    expect(options).toHaveLength(11);
    expect(options[0]).toEqual([
      'Строка 1: МБОУ «Средняя общеобразовательная школа № 12» г. Казани',
      false,
    ]);
    expect(options[2]).toEqual(['Строка 3: пустая', true]);
    expect(options[3]).toEqual(['Строка 4: № п/п · ФИО · Дата рождения · Пол', false]);
    expect(options[10]).toEqual(['Без строки заголовков: первая строка — ученик', false]);
    expect(select.value).toBe('3');

    fireEvent.change(select, { target: { value: '1' } });
    expect(seen).toHaveLength(2);
    expect(noticeText()).toMatch(/^Заголовки взяты из строки 2: Список учащихся .* · строк: 26 · /);
    expect(laid(seen).rows[0]![0]).toBe('№ п/п');

    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другую строку' }));
    fireEvent.change(screen.getByLabelText('Строка заголовков'), { target: { value: 'none' } });
    // Without a header row the title rows and the header itself are skipped: 25 pupils.
    expect(noticeText()).toMatch(
      /^Строка заголовков не найдена: .* · строк: 25 · пропущено: строки 1–4 и «Итого/,
    );
    expect(laid(seen).titles).toEqual(['(выберите)', '(выберите)', '(выберите)', '(выберите)']);

    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByTestId('header-row-text')).toBeNull();
  });

  test('separate name columns: the join is asked, not made; Фамилия + Имя fills the name field', async () => {
    const keys = ['Фамилия и имя участника', 'Номинация'];
    const { seen } = openWith(read['excel-7a-separate-names-cp1251.csv']!.table, keys);
    await upload('7a.csv');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(noticeText()).toBe(
      'Заголовки взяты из строки 1: Фамилия, Имя, Отчество, Класс, Телефон родителя, ' +
        'E-mail родителя, Номинация · строк: 10',
    );
    expect(laid(seen).titles).toEqual([
      'Фамилия',
      'Имя',
      'Отчество',
      'Класс',
      'Телефон родителя',
      '%E-mail',
      '%Номинация',
    ]);
    const question = screen.getByRole('group', {
      name: 'Соединить Фамилия + Имя в поле «Фамилия и имя участника»?',
    });
    expect(question.textContent).toContain('Фамилия + Имя + Отчество');
    fireEvent.click(screen.getByRole('button', { name: 'Фамилия + Имя' }));
    expect(laid(seen).titles.slice(0, 3)).toEqual([
      '%Фамилия и имя участника',
      '%Фамилия и имя участника',
      'Отчество',
    ]);
    // The cells are as typed: the phone with its +, the quoted «…; 1 место».
    expect(laid(seen).rows[0]).toEqual([
      'Воробьёва',
      'Дарья',
      'Максимовна',
      '7А',
      '+7 912 345-67-01',
      'vorobyova.parent@example.ru',
      'За победу в олимпиаде по математике; 1 место',
    ]);
    expect(screen.queryByRole('group')).toBeNull();
  });

  test('«Не надо» leaves the columns as they are', async () => {
    const keys = ["Прізвище та ім'я"];
    const { seen } = openWith(read['ua-3v-utf8-formula-like.csv']!.table, keys, 'uk');
    await upload('3v.csv');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(noticeText()).toBe(
      "Заголовки взято з рядка 1: Прізвище, Ім'я, По батькові, Клас, Примітка · рядків: 6",
    );
    screen.getByRole('group', { name: "Об’єднати Прізвище + Ім'я в поле «Прізвище та ім'я»?" });
    fireEvent.click(screen.getByRole('button', { name: 'Не треба' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(laid(seen).rows.map((row) => row[4])).toEqual([
      '=ПЕРЕМОЖЕЦЬ',
      '+1 бал',
      '@класний керівник',
      '-',
      '=1+2',
      '',
    ]);
  });

  test('a file of title rows only: told so, the table left as it was', async () => {
    const titles: ImportedTable = {
      headers: ['МБОУ «Средняя общеобразовательная школа № 12» г. Казани'],
      rows: [['Список учащихся 5 «Б» класса на 2026/2027 учебный год']],
    };
    const { seen, shellApi } = openWith(titles, ['Фамилия Имя']);
    await upload();
    await waitFor(() =>
      expect(shellApi.calls.modals.at(-1)?.props).toMatchObject({
        text: 'В файле не нашлось ни строки заголовков, ни учеников — только строки с названием. Таблица не изменилась.',
      }),
    );
    expect(seen).toHaveLength(0);
    expect(screen.queryByTestId('header-row-text')).toBeNull();
  });

  test('a list with no header: every row a pupil, columns to assign, the notice says so', async () => {
    const { seen } = openWith(
      { headers: ['Иванов Иван', '5 А'], rows: [['Petrova Maria', '5 А']] },
      ['Фамилия Имя'],
      'en',
    );
    await upload('names.csv');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(noticeText()).toBe(
      'No header row found: every row of the file is a pupil; choose a label for each column yourself · rows: 2',
    );
    expect(laid(seen)).toEqual({
      titles: ['(select)', '(select)'],
      rows: [
        ['Иванов Иван', '5 А'],
        ['Petrova Maria', '5 А'],
      ],
    });
  });

  test('a class list loads from its first row; only a join proposal is shown', async () => {
    const { seen, shellApi } = openWith(
      { headers: ['Фамилия', 'Имя'], rows: [['Итогова', 'Анна']] },
      ['Фамилия Имя'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'load list' }));
    const modal = shellApi.calls.modals.at(-1)!.props as {
      onLoad(summary: { id: string }): Promise<string | null>;
    };
    await act(async () => {
      expect(await modal.onLoad({ id: '7' })).toBeNull();
    });
    expect(laid(seen).rows).toEqual([['Итогова', 'Анна']]);
    expect(screen.queryByTestId('header-row-text')).toBeNull();
    screen.getByRole('group', { name: 'Соединить Фамилия + Имя в поле «Фамилия Имя»?' });
  });
});
