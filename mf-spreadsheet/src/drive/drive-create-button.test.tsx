import { act, fireEvent, screen } from '@testing-library/react';
import type { SpreadsheetTable } from '@gramota/contracts';
import { renderArea } from '@gramota/shell-api/testing';
import en from '../../locales/en/spreadsheet.json';
import { column, massMeta, massServer, massTable } from '../test-support/mass-button-harness';
import { DriveCreateButton } from './drive-create-button.component';
import type { DriveCreateModalProps } from './drive-create.modal';

const NAME = 'Фамилия и имя участника';
const META = { keys: NAME, sources: [], gendered: '1' as const };

function renderButton(table: SpreadsheetTable) {
  const saveNow = jest.fn(async () => true);
  const view = renderArea(
    <DriveCreateButton
      docId="42"
      meta={massMeta(META)}
      getSnapshot={() => table}
      saveNow={saveNow}
      showRow={jest.fn()}
      updateTable={jest.fn()}
    />,
    {
      at: '/app/spreadsheet/42/',
      strings: [(i18n) => i18n.addResourceBundle('en', 'spreadsheet', en, true, true)],
    },
  );
  return { ...view, saveNow };
}

const click = () => act(async () => fireEvent.click(screen.getByTestId('drive-create')));

describe('Create in Drive', () => {
  let api: ReturnType<typeof massServer>;
  beforeEach(() => {
    api = massServer();
  });
  afterEach(() => api.uninstall());

  test('the rows as they print: declined, with genders, doubts and the e-mail column told', async () => {
    const table = massTable(
      [column(`%${NAME}`, 'key', 'ФИО'), column('%Пол', 'key', 'Пол')],
      [
        ['1', 'Абдуллаева Амина Рашидовна', 'Ж'],
        ['', 'Белоусов Артём Игоревич', 'М'],
        ['1', 'Нурланкызы Айгерим', ''],
        ['1', 'Ковальчук Женя', ''],
      ],
      { keys: { [NAME]: { grammar: { language: 'ru', case: 'dative' } } } },
    );
    const { shellApi, saveNow } = renderButton(table);
    await click();
    expect(saveNow).toHaveBeenCalledTimes(1);
    const modal = shellApi.calls.modals.at(-1)!;
    expect(modal.title).toBe('Create documents in Drive');
    const props = modal.props as DriveCreateModalProps;
    expect(props.rows.map((row) => [row.index, row.values[NAME], row.gender])).toEqual([
      [0, 'Абдуллаевой Амине Рашидовне', 'f'],
      [2, 'Нурланкызы Айгерим', 'f'],
      [3, 'Ковальчук Женя', null],
    ]);
    expect(props).toMatchObject({ hasEmailColumn: false, doubtRows: [4, 5], genderlessRows: [5] });
  });

  test('nothing ticked: the same message as mass creation, nothing saved', async () => {
    const table = massTable(
      [column(`%${NAME}`), column('%E-mail')],
      [['', 'Иванов Иван', 'a@b.c']],
    );
    const { shellApi, saveNow } = renderButton(table);
    await click();
    expect(shellApi.calls.modals.at(-1)).toMatchObject({
      title: 'No rows ticked',
      props: {
        text: 'No row is ticked. Tick the rows of the pupils: each one becomes a document.',
      },
    });
    expect(saveNow).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
