import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SpreadsheetTable } from '@gramota/contracts';
import {
  column,
  massServer,
  massTable,
  openModal,
  renderMassButton,
} from '../test-support/mass-button-harness';

// The hidden frame needs a browser's layout; here every page measures the same (nothing too long).
jest.mock('./frame-measurer', () => ({
  createFrameMeasurer: () => ({ measure: async () => ({}), dispose: () => undefined }),
}));

const NAME = 'Фамилия и имя участника';
const META = {
  keys: NAME,
  sources: [{ key: NAME, kind: 'label' as const }],
  gendered: '1' as const,
};

/** A register's names under «ФИО», given the name field in the dative; no Пол column. */
const classTable = (): SpreadsheetTable =>
  massTable(
    [column(`%${NAME}`, 'key', 'ФИО'), column('Класс', 'text')],
    [
      ['1', 'Абдуллаева Амина Рашидовна', '5 Б'],
      ['1', 'Белоусов Артём Игоревич', '5 Б'],
      ['1', 'Нурланкызы Айгерим', '5 Б'],
      ['1', 'Ковальчук Женя', '5 Б'],
    ],
    { keys: { [NAME]: { grammar: { language: 'ru', case: 'dative' } } } },
  );

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

/** Each row of the check as the teacher reads it: row, name as it prints, gender chosen. */
const checkRows = () =>
  screen
    .getAllByTestId('mass-name-row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByTestId('mass-name-printed').textContent,
      (within(row).getByRole('combobox') as HTMLSelectElement).value,
    ]);

async function openCheck(language = 'en') {
  const view = renderMassButton(classTable(), META, language);
  fireEvent.click(screen.getByTestId('mass-create'));
  await settle();
  const dialog = openModal(view.shellApi);
  return { ...view, dialog };
}

describe('the check before making (names declined, genders)', () => {
  let api: ReturnType<typeof massServer>;
  beforeEach(() => {
    jest.useFakeTimers();
    api = massServer();
  });
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  test('every row with its name as it will print and its gender, doubts said', async () => {
    const { dialog, saveNow } = await openCheck();
    expect(dialog.request.title).toBe('Check the rows');
    expect(checkRows()).toEqual([
      ['2', 'Абдуллаевой Амине Рашидовне', 'f'],
      ['3', 'Белоусову Артёму Игоревичу', 'm'],
      ['4', 'Нурланкызы Айгерим', 'f'],
      ['5', 'Ковальчук Женя', ''],
    ]);
    expect(screen.getAllByTestId('mass-name-doubt').map((note) => note.textContent)).toEqual([
      'Not sure how to decline this name: it prints as in the list',
      'Gender unknown: choose it and the name will be declined. Until then it prints as in the list',
    ]);
    // The names went to the decline call once, with no gender the table did not give.
    const declines = api.calls.filter((call) => call.path === '/api/spreadsheet-decline/');
    expect(declines.map((call) => call.body)).toEqual([
      {
        language: 'ru',
        case: 'dative',
        names: [
          { text: 'Абдуллаева Амина Рашидовна', gender: null },
          { text: 'Белоусов Артём Игоревич', gender: null },
          { text: 'Нурланкызы Айгерим', gender: null },
          { text: 'Ковальчук Женя', gender: null },
        ],
      },
    ]);
    expect(saveNow).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create anyway' })).toBeTruthy();
  });

  test("a gender chosen writes the table's Пол column, the check is made again, the run sends it", async () => {
    const { state, updateTable } = await openCheck();
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender of the pupil in row 5' }), {
      target: { value: 'm' },
    });
    expect(updateTable).toHaveBeenLastCalledWith(expect.any(Function), true);
    // A %Пол column added after the active ones, the fix in its row.
    expect(state.table.columns.slice(0, 5).map((entry) => entry.title)).toEqual([
      '',
      `%${NAME}`,
      'Класс',
      '%Пол',
      '',
    ]);
    expect(state.table.data.map((row) => row[3])).toEqual(['', '', '', 'M']);
    expect(screen.getByText('Checking again…')).toBeTruthy();
    await settle();
    expect(checkRows()[3]).toEqual(['5', 'Ковальчуку Жене', 'm']);
    expect(screen.getByText('from the list')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await act(() => jest.advanceTimersByTimeAsync(4 * 1000 + 4000));
    const creates = api.calls.filter((call) => call.path === '/api/creator/42/masscreate/');
    expect(
      creates.map((call) => [
        JSON.parse(call.query.get('massmask')!)[NAME],
        call.query.get('gender'),
      ]),
    ).toEqual([
      ['Абдуллаевой Амине Рашидовне', 'f'],
      ['Белоусову Артёму Игоревичу', 'm'],
      // Printed as written (the library was not sure), the gender its first name tells.
      ['Нурланкызы Айгерим', 'f'],
      ['Ковальчуку Жене', 'm'],
    ]);
    expect(creates.map((call) => call.query.get('row'))).toEqual(['0', '1', '2', '3']);
  });

  test('a doubtful name kept as in the list or corrected, all by keyboard', async () => {
    const { state, updateTable } = await openCheck();
    const keep = screen.getByRole('button', {
      name: 'Keep as in the list: Нурланкызы Айгерим, row 4',
    });
    keep.focus();
    fireEvent.click(keep);
    expect(updateTable).toHaveBeenLastCalledWith(expect.any(Function), false);
    expect(state.table.settings.corrections).toEqual({
      'ru:dative:f:Нурланкызы Айгерим': 'Нурланкызы Айгерим',
    });
    await settle();
    expect(screen.getAllByTestId('mass-name')[2]!.textContent).toBe(
      'Нурланкызы Айгерим · corrected by you',
    );
    // The keyboard moves on to the next name in doubt instead of falling out of the dialog.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Keep as in the list: Ковальчук Женя, row 5' }),
    );

    const field = screen.getByRole('textbox', { name: 'Right form of the name in row 5' });
    expect((field as HTMLInputElement).value).toBe('Ковальчук Женя');
    fireEvent.change(field, { target: { value: 'Ковальчуку Жене' } });
    fireEvent.submit(field.closest('form')!);
    expect(state.table.settings.corrections).toMatchObject({
      'ru:dative::Ковальчук Женя': 'Ковальчуку Жене',
    });
    await settle();
    expect(checkRows()[3]).toEqual(['5', 'Ковальчуку Жене', '']);
    expect(screen.queryAllByTestId('mass-name-doubt')).toEqual([]);
    // Nothing left in doubt: the focus is on the button that makes the documents.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create anyway' }));
  });

  test('speaks Russian: the intro, the gender words, the note on an unknown gender', async () => {
    const { state } = await openCheck('ru');
    expect(screen.getByText(/Так имена будут напечатаны в документах/)).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Пол ученика в строке 2' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['мужской', 'женский']);
    expect(screen.getAllByTestId('mass-name-doubt')[1]!.textContent).toBe(
      'Пол не определён: выберите его, и имя будет просклонено. Пока оно напечатается как в списке',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Пол ученика в строке 5' }), {
      target: { value: 'f' },
    });
    // The table gets the letter a Russian list writes.
    expect(state.table.data[3]![3]).toBe('ж');
    await settle();
    expect(checkRows()[3]).toEqual(['5', 'Ковальчук Жене', 'f']);
  });
});
