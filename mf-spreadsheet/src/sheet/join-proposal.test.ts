import fs from 'node:fs';
import path from 'node:path';
import { defaultSpreadsheetSettings, type ImportedTable } from '@gramota/contracts';
import { fileRows, layOutFile } from './header-row';
import { tableFromImport, tableToImport } from './import-match';
import { acceptJoin, proposeJoin } from './join-proposal';
import { activeColumns } from '../model/layout';
import { isPersonNameKey } from './name-field';

const read = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixtures', 'class-lists.read.json'), 'utf8'),
) as Record<string, { table: ImportedTable }>;

/** A fixture laid into the grid as an upload lays it, for a document with `keys`. */
function imported(name: string, keys: readonly string[]) {
  const layout = layOutFile(fileRows(read[name]!.table), keys);
  return tableFromImport(
    { headers: layout.headers, rows: layout.rows },
    keys,
    'ru',
    defaultSpreadsheetSettings(),
  );
}

describe('a document key that is a pupil’s name', () => {
  test.each([
    'Фамилия и имя участника',
    'Фамилия Имя',
    'ФИО',
    'Ф.И.О.',
    "Прізвище та ім'я",
    'Прізвище, імʼя, по батькові',
    'Имя',
    'Участник',
    'Full name',
  ])('%s is', (key) => expect(isPersonNameKey(key)).toBe(true));

  test.each([
    'ФИО учителя',
    'Имя руководителя',
    'Прізвище вчителя',
    'Название школы',
    'Номинация',
    'Класс',
    'Дата',
    'E-mail',
    '',
  ])('%s is not', (key) => expect(isPersonNameKey(key)).toBe(false));
});

describe('the join proposed after an import', () => {
  const keys = ['Фамилия и имя участника', 'Номинация'];

  test('Excel’s list with Фамилия / Имя / Отчество: Фамилия + Имя (+ Отчество) into the name field', () => {
    const table = imported('excel-7a-separate-names-cp1251.csv', keys);
    // Nothing is joined by itself: the name field has no column yet.
    expect(activeColumns(table.columns).map((c) => c.title)).toEqual([
      'Фамилия',
      'Имя',
      'Отчество',
      'Класс',
      'Телефон родителя',
      '%E-mail',
      '%Номинация',
    ]);
    const proposal = proposeJoin(table, keys);
    expect(proposal).toEqual({
      key: 'Фамилия и имя участника',
      short: [
        { index: 1, header: 'Фамилия' },
        { index: 2, header: 'Имя' },
      ],
      full: [
        { index: 1, header: 'Фамилия' },
        { index: 2, header: 'Имя' },
        { index: 3, header: 'Отчество' },
      ],
    });
    const joined = acceptJoin(table, proposal!.key, proposal!.short);
    expect(activeColumns(joined.columns).slice(0, 3)).toEqual([
      // Each keeps its width and, as `source`, the header it came with.
      {
        title: '%Фамилия и имя участника',
        type: 'key',
        width: table.columns[1]!.width,
        source: 'Фамилия',
      },
      {
        title: '%Фамилия и имя участника',
        type: 'key',
        width: table.columns[2]!.width,
        source: 'Имя',
      },
      table.columns[3],
    ]);
    // The phone stays as typed; the cells are not touched by the join.
    expect(joined.data[0]!.slice(1, 6)).toEqual([
      'Воробьёва',
      'Дарья',
      'Максимовна',
      '7А',
      '+7 912 345-67-01',
    ]);
    expect(joined.settings.headers.split(',').slice(0, 2)).toEqual([
      '%Фамилия и имя участника',
      '%Фамилия и имя участника',
    ]);
    // Once the name field has its columns, nothing more is proposed.
    expect(proposeJoin(joined, keys)).toBeNull();
  });

  test('the Ukrainian list: Прізвище + Ім’я (+ По батькові) into «Прізвище та ім’я»', () => {
    const ukKeys = ["Прізвище та ім'я"];
    const proposal = proposeJoin(imported('ua-3v-utf8-formula-like.csv', ukKeys), ukKeys);
    expect(proposal?.key).toBe("Прізвище та ім'я");
    expect(proposal?.short.map((c) => c.header)).toEqual(['Прізвище', "Ім'я"]);
    expect(proposal?.full?.map((c) => c.header)).toEqual(['Прізвище', "Ім'я", 'По батькові']);
  });

  test('nothing to propose: a whole-name column (the register), a field already filled, no name field', () => {
    expect(proposeJoin(imported('register-5b-title-rows.xlsx', keys), keys)).toBeNull();
    expect(
      proposeJoin(imported('excel-7a-separate-names-cp1251.csv', ['Номинация']), ['Номинация']),
    ).toBeNull();
    const named = ['Имя', 'Фамилия Имя'];
    const table = tableFromImport(
      { headers: ['Фамилия', 'Имя'], rows: [['Иванов', 'Иван']] },
      named,
      'ru',
      defaultSpreadsheetSettings(),
    );
    // «Имя» took its column by name; «Фамилия Имя» is still free, and the surname column is free,
    // but the first-name column is taken: no join of a surname alone.
    expect(proposeJoin(table, named)).toBeNull();
  });

  test('the column order is the join order: Имя before Фамилия stays so', () => {
    const table = tableFromImport(
      { headers: ['Имя', 'Фамилия'], rows: [['Иван', 'Иванов']] },
      keys,
      'ru',
      defaultSpreadsheetSettings(),
    );
    expect(proposeJoin(table, keys)?.short.map((c) => c.header)).toEqual(['Имя', 'Фамилия']);
    expect(proposeJoin(table, keys)?.full).toBeNull();
  });

  test('a joined table saved as a class list comes back with its own headers, the join proposed again', () => {
    const table = imported('excel-7a-separate-names-cp1251.csv', keys);
    const proposal = proposeJoin(table, keys)!;
    const list = tableToImport(acceptJoin(table, proposal.key, proposal.full!));
    expect(list.headers.slice(0, 3)).toEqual(['Фамилия', 'Имя', 'Отчество']);
    const loaded = tableFromImport(list, keys, 'ru', defaultSpreadsheetSettings());
    expect(proposeJoin(loaded, keys)?.full?.map((c) => c.header)).toEqual([
      'Фамилия',
      'Имя',
      'Отчество',
    ]);
  });
});
