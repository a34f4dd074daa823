import { defaultTable } from '../model/layout';
import { CELL_PADDING, MAX_FIT_WIDTH, fittedWidths, measureByCharacters } from './column-widths';

describe('columns as wide as what they hold', () => {
  const table = defaultTable(['Фамилия Имя', 'Класс'], 'ru');
  const labels = table.columns.map((column) => column.title);
  const withCells = (cells: string[]) =>
    table.data.map((row, index) => (index < cells.length ? ['1', cells[index]!, '5 А'] : row));

  test('the longest cell or header decides, up to the maximum', () => {
    const widths = fittedWidths(
      { columns: table.columns, data: withCells(['Аня', 'Фёдоров-Щербаков Святослав']) },
      labels,
      measureByCharacters,
    );
    expect(widths[1]).toBe(26 * 10 + CELL_PADDING);
    // '%Класс' (60 px, 10 px a letter) gets room for its header's padding; '5 А' is narrower.
    expect(widths[2]).toBe(60 + CELL_PADDING);
    const long = fittedWidths(
      { columns: table.columns, data: withCells(['x'.repeat(200)]) },
      labels,
      measureByCharacters,
    );
    expect(long[1]).toBe(MAX_FIT_WIDTH);
  });

  test('a line break: the longest line counts; check and padding columns keep their widths', () => {
    const wide = {
      ...table,
      columns: table.columns.map((c, i) => (i === 2 ? { ...c, width: 250 } : c)),
    };
    // A kept width wider than the contents is never narrowed.
    expect(fittedWidths(wide, labels, measureByCharacters)[2]).toBe(250);
    const widths = fittedWidths(
      { columns: table.columns, data: withCells(['Аня\nФёдоров-Щербаков']) },
      labels,
      measureByCharacters,
    );
    expect(widths[1]).toBe(16 * 10 + CELL_PADDING);
    expect(widths[0]).toBe(40);
    expect(widths.slice(3).every((width) => width === 70)).toBe(true);
  });

  test('a header longer than its cells widens the column too', () => {
    const widths = fittedWidths(
      { columns: table.columns, data: table.data },
      ['', 'ФИО → %Фамилия Имя (1/2) · кому?', '%Класс'],
      (text) => [...text].length * 8,
    );
    expect(widths[1]).toBe(32 * 8 + CELL_PADDING);
  });
});
