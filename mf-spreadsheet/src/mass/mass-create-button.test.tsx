import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { SpreadsheetColumn, SpreadsheetMeta } from '@gramota/contracts';
import { ShellApiContext, type ModalRequest } from '@gramota/shell-api';
import { installFakeApi, renderArea } from '@gramota/shell-api/testing';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import type { SheetSnapshot } from '../sheet/sheet-snapshot';
import { MassCreateButton } from './mass-create-button.component';

// The hidden frame needs a browser's layout; here every page measures the same (nothing too long).
jest.mock('./frame-measurer', () => ({
  createFrameMeasurer: () => ({ measure: async () => ({}), dispose: () => undefined }),
}));

const meta = (extra: Partial<SpreadsheetMeta> = {}): SpreadsheetMeta => ({
  keys: 'Фамилия Имя;;Класс',
  sources: [
    { key: 'Фамилия Имя', kind: 'label' },
    { key: 'Класс', kind: 'label' },
  ],
  is_pro: '1',
  is_table_student_card: '0',
  readonly: '0',
  empty: '0',
  doc_name: 'Грамота',
  format: 'a4',
  gendered: '0',
  ...extra,
});

const column = (title: string, type: SpreadsheetColumn['type'] = 'key') => ({
  title,
  type,
  width: 100,
});
const snapshot = (data: string[][]): SheetSnapshot => ({
  columns: [column('', 'check'), column('%Фамилия Имя'), column('%Класс')],
  data,
});

function server() {
  let job = 100;
  return installFakeApi((call) => {
    if (call.path === '/api/creator/42/masscreate/') {
      job += 1;
      return [200, { result: 'success', doc: String(job), filename: `gramota_${job}` }];
    }
    if (call.path.startsWith('/api/creator-get-status-spreadsheet/')) {
      const ids = decodeURIComponent(call.path.split('/')[3]!).split(',');
      return [
        200,
        {
          result: 'success',
          status: 'ready',
          docs: Object.fromEntries(ids.map((id) => [id, 'ready'])),
        },
      ];
    }
    return undefined;
  });
}

function renderButton(data: string[][], extra: Partial<SpreadsheetMeta> = {}, language = 'en') {
  const saveNow = jest.fn(async () => true);
  const showRow = jest.fn();
  const view = renderArea(
    <MassCreateButton
      docId="42"
      meta={meta(extra)}
      getSnapshot={() => snapshot(data)}
      saveNow={saveNow}
      showRow={showRow}
    />,
    { at: '/app/spreadsheet/42/', language },
  );
  view.shellApi.i18n.addResourceBundle('ru', 'spreadsheet', ru, true, true);
  view.shellApi.i18n.addResourceBundle('en', 'spreadsheet', en, true, true);
  return { ...view, saveNow, showRow };
}

type Shell = ReturnType<typeof renderButton>['shellApi'];

/** Renders the last modal the flow opened, as the shell would, under the same shell mock. */
function openModal(shellApi: Shell, close = jest.fn()) {
  const request = shellApi.calls.modals.at(-1) as ModalRequest<object>;
  const Component = request.component as ComponentType<{ close: () => void }>;
  const view = render(
    <I18nextProvider i18n={shellApi.i18n}>
      <ShellApiContext.Provider value={shellApi}>
        <Component {...request.props} close={close} />
      </ShellApiContext.Provider>
    </I18nextProvider>,
  );
  return { request, close, view };
}

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('the mass creation button', () => {
  let api: ReturnType<typeof server>;
  beforeEach(() => {
    jest.useFakeTimers();
    api = server();
  });
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  test('without PRO: the need-PRO notice leads to the payment page', async () => {
    const { shellApi, saveNow } = renderButton([['1', 'Иванов Иван', '5 А']], { is_pro: '0' });
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    const { request } = openModal(shellApi);
    expect(request.title).toBe('PRO needed');
    expect(screen.getByTestId('need-pay-modal').textContent).toContain(
      'Creating documents from a table is available with PRO',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(shellApi.calls.navigate).toEqual(['/app/pay/']);
    expect(saveNow).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  test('no ticked rows with data: the no-rows modal (ru)', async () => {
    const { shellApi } = renderButton(
      [
        ['', 'Иванов Иван', '5 А'],
        ['1', '', ''],
      ],
      {},
      'ru',
    );
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    expect(shellApi.calls.modals.at(-1)).toMatchObject({
      title: 'Нет строк',
      props: { text: 'Отметьте галочкой строки с данными: по каждой будет создан документ.' },
    });
  });

  test('31 rows: the more-than-30 modal asks to untick rows', async () => {
    const rows = Array.from({ length: 31 }, (_, index) => ['1', `Ученик ${index}`, '5 А']);
    const { shellApi } = renderButton(rows);
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    expect(shellApi.calls.modals.at(-1)).toMatchObject({ title: 'More than 30 rows' });
    expect((shellApi.calls.modals.at(-1)?.props as { text: string }).text).toContain('31 rows');
  });

  test('a duplicate row is shown; "Fix" takes the teacher to it', async () => {
    const data = [
      ['1', 'Иванов Иван', '5 А'],
      ['1', 'Петрова Анна', ''],
      ['1', 'Иванов Иван', '5 А'],
    ];
    const { shellApi, showRow, saveNow } = renderButton(data);
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    const { request } = openModal(shellApi);
    expect(request.title).toBe('Check the rows');
    const rows = screen.getAllByTestId('mass-warning').map((row) => row.textContent);
    // Numbered as the grid numbers them (its row 1 is the header row).
    expect(rows).toEqual(['3КлассEmpty valueFix', '4whole rowRepeats row 2Fix']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Fix' })[1]!);
    expect(showRow).toHaveBeenCalledWith(2);
    expect(saveNow).not.toHaveBeenCalled();
  });

  test('"Create anyway": saved, sent row by row, polled, then the ready modal', async () => {
    const data = [
      ['1', 'Иванов Иван', '5 А'],
      ['1', 'Иванов Иван', '5 А'],
    ];
    const { shellApi, saveNow } = renderButton(data);
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    const warnings = openModal(shellApi);
    fireEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await settle();
    expect(saveNow).toHaveBeenCalledTimes(1);
    expect(shellApi.calls.modals.at(-1)?.title).toBe('Mass creation');
    warnings.view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(1000 + 4000));
    const creates = api.calls.filter((call) => call.path === '/api/creator/42/masscreate/');
    expect(creates.map((call) => JSON.parse(call.query.get('massmask')!))).toEqual([
      { 'Фамилия Имя': 'Иванов Иван', Класс: '5 А' },
      { 'Фамилия Имя': 'Иванов Иван', Класс: '5 А' },
    ]);
    expect(creates.map((call) => call.query.get('mass_id')!.length)).toEqual([36, 36]);
    expect(creates[0]!.query.get('mass_id')).toBe(creates[1]!.query.get('mass_id'));

    const ready = openModal(shellApi);
    expect(ready.request.title).toBe('Documents made');
    expect(screen.getByRole('status').textContent).toBe('Files ready: 2 of 2');
    expect(screen.getByTestId('mass-zip').getAttribute('href')).toBe(
      '/api/ready-mass-zip/101,102/',
    );
    expect(screen.getByTestId('mass-pdf').getAttribute('href')).toBe(
      '/api/ready-mass-pdf/101,102/',
    );
    expect(screen.getByTestId('mass-pdf').hasAttribute('download')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open the files' }));
    expect(ready.close).toHaveBeenCalled();
    expect(shellApi.calls.navigate).toEqual(['/app/ready/mass/101,102/']);
  });

  test("a refusal is said in the teacher's language and the run stops", async () => {
    api.uninstall();
    api = installFakeApi((call) =>
      call.path === '/api/creator/42/masscreate/'
        ? [403, { result: 'error', error_code: 'mass_need_pro', error_text: 'PRO' }]
        : undefined,
    );
    const { shellApi } = renderButton([['1', 'Иванов Иван', '5 А']], {}, 'ru');
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toHaveLength(1);
    expect(shellApi.calls.modals.at(-1)?.props).toEqual({
      text: 'Массовое создание документов доступно в PRO',
    });
  });
});
