import type { MassRowValues, SpreadsheetKeySource } from '@gramota/contracts';
import {
  checkRows,
  duplicateWarnings,
  emptyWarnings,
  labelText,
  tooLongKeys,
  type PageMeasurement,
  type PageMeasurer,
} from './mass-checks';
import type { MassRow } from './row-compose';

const NAME = 'Фамилия Имя';
const CLASS = 'Класс';
const sources: SpreadsheetKeySource[] = [
  { key: NAME, kind: 'label' },
  { key: CLASS, kind: 'field', field: 'f2' },
];

const row = (index: number, name: string, klass: string): MassRow => ({
  index,
  values: { [NAME]: name, [CLASS]: klass },
});

/**
 * Fake layout: the name's line holds 24 characters and its block starts at one line; the class
 * sits in a box of 6 characters. Anything longer gains a line or overflows.
 */
function fakeMeasurer(): PageMeasurer & { pages: MassRowValues[] } {
  const pages: MassRowValues[] = [];
  return {
    pages,
    async measure(values) {
      pages.push(values);
      const page: PageMeasurement = {};
      if (NAME in values)
        page[NAME] = { lines: Math.ceil(values[NAME]!.length / 24), overflow: false };
      if (CLASS in values) page[CLASS] = { lines: 1, overflow: values[CLASS]!.length > 6 };
      return page;
    },
    dispose: () => undefined,
  };
}

describe('the checks before making', () => {
  test('an empty value of a key the row fills', () => {
    expect(emptyWarnings([row(0, 'Иванов Иван', ''), row(2, '', '5 А')])).toEqual([
      { row: 0, kind: 'empty', key: CLASS },
      { row: 2, kind: 'empty', key: NAME },
    ]);
  });

  test("a row repeating an earlier one, whatever its columns' order", () => {
    const rows = [
      row(0, 'Иванов Иван', '5 А'),
      row(1, 'Петрова Анна', '5 А'),
      { index: 4, values: { [CLASS]: '5 А', [NAME]: 'Иванов Иван' } },
      row(5, 'Иванов Иван', '5 Б'),
    ];
    expect(duplicateWarnings(rows)).toEqual([{ row: 4, kind: 'duplicate', key: '', sameAs: 0 }]);
  });

  test('the label text the template shows: [label] for a label, the title for a field', () => {
    expect(labelText(NAME, sources)).toBe('[Фамилия Имя]');
    expect(labelText(CLASS, sources)).toBe('Класс');
  });

  test('too long: the block gained a line, or the box overflows where the label did not', () => {
    const base: PageMeasurement = {
      a: { lines: 1, overflow: false },
      b: { lines: 2, overflow: false },
      c: { lines: 1, overflow: true },
    };
    expect(tooLongKeys(base, { a: { lines: 1, overflow: false } })).toEqual([]);
    expect(tooLongKeys(base, { a: { lines: 2, overflow: false } })).toEqual(['a']);
    expect(tooLongKeys(base, { b: { lines: 2, overflow: true } })).toEqual(['b']);
    expect(tooLongKeys(base, { c: { lines: 1, overflow: true } })).toEqual([]);
    expect(tooLongKeys(base, { unknown: { lines: 9, overflow: true } })).toEqual([]);
  });

  test('every warning of a class, in table then column order', async () => {
    const measurer = fakeMeasurer();
    const rows = [
      row(0, 'Иванов Иван', '5 А'),
      row(1, 'Константинопольская Александра-Виктория', '5 А'),
      row(2, 'Петрова Анна', ''),
      row(3, 'Иванов Иван', '5 А'),
      row(4, 'Сидоров Олег', '10 класс «Б»'),
    ];
    const warnings = await checkRows({ rows, sources, measurer });
    expect(warnings).toEqual([
      { row: 1, kind: 'too-long', key: NAME },
      { row: 2, kind: 'empty', key: CLASS },
      { row: 3, kind: 'duplicate', key: '', sameAs: 0 },
      { row: 4, kind: 'too-long', key: CLASS },
    ]);
    // The label page first, then each row's page with only its filled values.
    expect(measurer.pages[0]).toEqual({ [NAME]: '[Фамилия Имя]', [CLASS]: 'Класс' });
    expect(measurer.pages[3]).toEqual({ [NAME]: 'Петрова Анна' });
  });

  test('a page that could not be measured says nothing about fitting', async () => {
    const measurer: PageMeasurer = { measure: async () => null, dispose: () => undefined };
    const rows = [row(0, 'Константинопольская Александра-Виктория', '5 А')];
    expect(await checkRows({ rows, sources, measurer })).toEqual([]);
  });

  test('stops measuring once the teacher no longer waits', async () => {
    const measurer = fakeMeasurer();
    const rows = [row(0, 'Иванов Иван', '5 А'), row(1, 'Петрова Анна', '5 А')];
    await checkRows({ rows, sources, measurer, stillWanted: () => measurer.pages.length < 2 });
    expect(measurer.pages).toHaveLength(2);
  });
});
