import i18next from 'i18next';
import { registerTestStrings } from '../test-support/area-strings';
import { assignColumn } from './column-pool';
import { columnLetter, headerLabels } from './column-labels';
import { withGrammar, withSeparator } from './key-options';
import { defaultTable, padColumns, shapeRows, withSettings } from '../model/layout';

const NAME = 'Фамилия и имя участника';
const keys = [NAME, 'Класс'];

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'ru', resources: {} });
  registerTestStrings(instance);
  await instance.loadLanguages(language);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return instance.getFixedT(language, 'spreadsheet');
}

function imported(headers: string[]) {
  const columns = padColumns(
    headers.map((title) => ({ title, type: 'text' as const, width: 100, source: title })),
  );
  return withSettings({
    columns,
    data: shapeRows([], columns.length),
    settings: defaultTable([], 'ru').settings,
  });
}

describe('header words', () => {
  test('the header it came with, the key, the place in a join and the case asked', async () => {
    const t = await translator('ru');
    let table = imported(['Фамилия', 'Имя', 'Класс']);
    expect(headerLabels(table, t).slice(0, 4)).toEqual(['✓', 'Фамилия', 'Имя', 'Класс']);
    table = assignColumn(table, 1, NAME, keys);
    table = assignColumn(table, 2, NAME, keys);
    // A header naming its key already ('Класс' → %Класс) says it once.
    table = assignColumn(table, 3, 'Класс', keys);
    table = withGrammar(table, NAME, { language: 'ru', case: 'dative' });
    expect(headerLabels(table, t).slice(1, 4)).toEqual([
      `Фамилия → %${NAME} (1/2) · кому?`,
      `Имя → %${NAME} (2/2) · кому?`,
      '%Класс',
    ]);
    expect(headerLabels(withSeparator(table, NAME, ', '), t)[1]).toBe(
      `Фамилия → %${NAME} (1/2) · кому?`,
    );
  });

  test('the case in the teacher’s language; a table without sources shows its keys', async () => {
    const table = withGrammar(defaultTable([NAME], 'en'), NAME, {
      language: 'uk',
      case: 'vocative',
    });
    expect(headerLabels(table, await translator('en'))[1]).toBe(`%${NAME} · addressing`);
    expect(headerLabels(table, await translator('uk'))[1]).toBe(`%${NAME} · звертання`);
  });

  test('column letters follow the library’s A…Z, AA…', () => {
    expect([0, 1, 25, 26, 27, 99].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'CV']);
  });
});
