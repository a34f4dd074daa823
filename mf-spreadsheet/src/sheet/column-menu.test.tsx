import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultSpreadsheetSettings,
  splitSpreadsheetParts,
  type SpreadsheetColumn,
  type SpreadsheetSettings,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { renderArea } from '@gramota/shell-api/testing';
import { SpreadsheetScreen } from '../screens/spreadsheet-screen.component';
import { registerTestStrings } from '../test-support/area-strings';
import {
  giveElementsSize,
  installFakeCanvas,
  loadRealXSpreadsheet,
} from '../test-support/fake-canvas';
import { installSheetApi, metaGetText, sheetMeta } from '../test-support/sheet-server';
import { padColumns, shapeRows, withSettings } from '../model/layout';

const META_GET = '/api/spreadsheet-meta-get/42/';
const META_SET = '/api/spreadsheet-meta-set/42/';
const NAME = 'Фамилия и имя участника';

let restore: (() => void)[] = [];
beforeEach(() => {
  restore = [installFakeCanvas(), giveElementsSize()];
});
afterEach(() => restore.forEach((undo) => undo()));

/** A class list as an import leaves it: each column keeps the header the file gave it. */
function importedTable(headers: string[], rows: string[][]): SpreadsheetTable {
  const columns = padColumns(
    headers.map((title): SpreadsheetColumn => ({ title, type: 'text', width: 120, source: title })),
  );
  return withSettings({
    columns,
    data: shapeRows(
      rows.map((row) => ['1', ...row]),
      columns.length,
    ),
    settings: defaultSpreadsheetSettings(),
  });
}

async function open(table: SpreadsheetTable, language = 'ru') {
  const api = installSheetApi((call) => {
    if (call.path === META_GET)
      return [200, metaGetText(sheetMeta({ keys: `${NAME};;Класс` }), table)];
    if (call.path === META_SET) return [200, { result: 'success' }];
    return undefined;
  });
  const view = renderArea(<SpreadsheetScreen loadLibrary={loadRealXSpreadsheet} />, {
    at: '/app/spreadsheet/42/',
    strings: [registerTestStrings],
    language,
  });
  await waitFor(() => expect(document.querySelector('.x-spreadsheet')).not.toBeNull());
  return { api, ...view };
}

/** Hiding the page saves at once: what the last meta-set carried. */
async function saved(api: ReturnType<typeof installSheetApi>) {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  await act(async () => {
    fireEvent(document, new Event('visibilitychange'));
  });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await waitFor(() => expect(api.paths()).toContain(META_SET));
  const body = api.calls.filter((call) => call.path === META_SET).at(-1)!.body as URLSearchParams;
  const [columns, data, settings] = splitSpreadsheetParts(body.get('meta')!) as [
    SpreadsheetColumn[],
    string[][],
    SpreadsheetSettings,
  ];
  return { columns, data, settings };
}

const header = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the column menu (seed 001 §4, issue 29)', () => {
  test('a click on «ФИО» opens its menu; the name field is kept with the header, saved, and its case chosen', async () => {
    const { api } = await open(
      importedTable(['ФИО', 'Класс'], [['Абдуллаева Амина Рашидовна', '5 Б']]),
    );
    fireEvent.click(await header('ФИО'));
    const menu = screen.getByRole('menu', { name: 'Столбец B: ФИО' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([`%${NAME}`, '%Класс', '%E-mail', '%Пол', 'Вставить столбец', 'Удалить столбец']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: `%${NAME}` }));
    expect(await header(`ФИО → %${NAME}`)).toBeTruthy();
    // The menu stays open for the case of the names: a select labelled «Падеж».
    const grammar = screen.getByLabelText('Падеж');
    expect(
      within(grammar).getByRole('option', { name: 'русский — дательный (кому?)' }),
    ).toBeTruthy();
    expect(within(grammar).getAllByRole('option')).toHaveLength(1 + 6 + 7);
    const narrower = parseInt((await header(`ФИО → %${NAME}`)).style.width, 10);
    fireEvent.change(grammar, { target: { value: 'ru:dative' } });
    // The longer header widens its column (the fake canvas measures 7 px a letter).
    const widened = await header(`ФИО → %${NAME} · кому?`);
    expect(parseInt(widened.style.width, 10)).toBeGreaterThan(narrower);
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByTestId('column-menu')).toBeNull();

    const table = await saved(api);
    expect(table.columns[1]).toMatchObject({ title: `%${NAME}`, type: 'key', source: 'ФИО' });
    expect(table.settings.keys).toEqual({
      [NAME]: { grammar: { language: 'ru', case: 'dative' } },
    });
    expect(table.data[0]!.slice(0, 3)).toEqual(['1', 'Абдуллаева Амина Рашидовна', '5 Б']);
  });

  test("'Нет' gives the column the header it came with back", async () => {
    await open(importedTable(['ФИО'], [['Белоусов Артём Игоревич']]));
    fireEvent.click(await header('ФИО'));
    fireEvent.click(screen.getByRole('menuitem', { name: `%${NAME}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    fireEvent.click(await header(`ФИО → %${NAME}`));
    const menu = screen.getByRole('menu', { name: `Столбец B: ФИО → %${NAME}` });
    expect(
      within(menu)
        .getByRole('menuitem', { name: `%${NAME}` })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Нет (не подставлять)' }));
    expect(screen.queryByTestId('column-menu')).toBeNull();
    expect(await header('ФИО')).toBeTruthy();
  });

  test('Фамилия + Имя joined into the name field, in order, with the separator chosen', async () => {
    const { api } = await open(
      importedTable(['Фамилия', 'Имя'], [['Фёдоров-Щербаков', 'Святослав']]),
      'en',
    );
    fireEvent.click(await header('Фамилия'));
    fireEvent.click(screen.getByRole('menuitem', { name: `%${NAME}` }));
    // A single column has no separator to choose.
    expect(screen.queryByLabelText('Separator')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(await header('Имя'));
    // The name field is still offered: taking it joins this column to «Фамилия».
    fireEvent.click(screen.getByRole('menuitem', { name: `%${NAME} — add to “Фамилия”` }));
    expect(await header(`Фамилия → %${NAME} (1/2)`)).toBeTruthy();
    expect(await header(`Имя → %${NAME} (2/2)`)).toBeTruthy();
    const separator = screen.getByLabelText('Separator') as HTMLSelectElement;
    expect(separator.value).toBe('space');
    fireEvent.change(separator, { target: { value: 'comma' } });
    expect((await saved(api)).settings.keys).toEqual({ [NAME]: { separator: ', ' } });
    fireEvent.change(screen.getByLabelText('Separator'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Your own separator'), { target: { value: ' / ' } });
    const table = await saved(api);
    expect(table.settings.keys).toEqual({ [NAME]: { separator: ' / ' } });
    expect(table.columns.slice(1, 3).map((column) => [column.title, column.source])).toEqual([
      [`%${NAME}`, 'Фамилия'],
      [`%${NAME}`, 'Имя'],
    ]);
  });

  test('the keyboard: Enter on the selected header cell opens the menu, arrows move, Escape gives the grid its keys back', async () => {
    await open(importedTable(['ФИО', 'Класс'], [['Белоусов Артём Игоревич', '5 Б']]), 'en');
    const overlayer = document.querySelector('.x-spreadsheet-overlayer')!;
    // A click on the first pupil's name cell (row 2, column B) gives the grid the keys.
    fireEvent.mouseDown(overlayer, { clientX: 100, clientY: 60, buttons: 1 });
    fireEvent.mouseUp(window);
    fireEvent.click(overlayer);
    fireEvent.keyDown(document.body, { key: 'ArrowUp', keyCode: 38 });
    expect(screen.queryByTestId('column-menu')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Enter', keyCode: 13 });
    const menu = screen.getByRole('menu', { name: 'Column B: ФИО' });
    const items = within(menu).getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown', keyCode: 40 });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowUp', keyCode: 38 });
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp', keyCode: 38 });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'Escape', keyCode: 27 });
    expect(screen.queryByTestId('column-menu')).toBeNull();
    // The grid has the keys again: Space on the same header cell opens the menu once more.
    fireEvent.keyDown(document.body, { key: ' ', keyCode: 32 });
    expect(screen.getByRole('menu', { name: 'Column B: ФИО' })).toBeTruthy();
  });

  test('a header button opened by Tab and Enter takes the focus back when Escape closes the menu', async () => {
    await open(importedTable(['ФИО'], [['Белоусов Артём Игоревич']]), 'en');
    const button = await header('ФИО');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
    expect(screen.queryByTestId('column-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
