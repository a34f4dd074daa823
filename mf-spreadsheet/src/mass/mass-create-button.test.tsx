import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
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

const keyColumns = () => [column('%Фамилия Имя'), column('%Класс')];
const renderButton = (
  data: string[][],
  extra: Parameters<typeof renderMassButton>[1] = {},
  language = 'en',
) => renderMassButton(massTable(keyColumns(), data), extra, language);

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
/** The calls of the run itself (the switch's read of the document's choice aside). */
const runCalls = (api: { calls: Array<{ path: string }> }) =>
  api.calls.filter((call) => !call.path.startsWith('/api/verify-choice/'));

describe('the mass creation button', () => {
  let api: ReturnType<typeof massServer>;
  beforeEach(() => {
    jest.useFakeTimers();
    api = massServer();
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
    expect(runCalls(api)).toEqual([]);
  });

  test('nothing ticked, ticked rows empty, no field column: each says its own cause (ru)', async () => {
    const alertOf = async (view: ReturnType<typeof renderMassButton>) => {
      fireEvent.click(screen.getByTestId('mass-create'));
      await settle();
      const modal = view.shellApi.calls.modals.at(-1)!;
      view.unmount();
      return [modal.title, (modal.props as { text: string }).text];
    };
    const noneTicked = await alertOf(renderButton([['', 'Иванов Иван', '5 А']], {}, 'ru'));
    expect(noneTicked).toEqual([
      'Строки не отмечены',
      'Не отмечена ни одна строка. Поставьте галочки у строк с учениками — по каждой будет создан документ.',
    ]);
    const empty = await alertOf(
      renderButton(
        [
          ['', 'Иванов Иван', '5 А'],
          ['1', '', ''],
        ],
        {},
        'ru',
      ),
    );
    expect(empty[0]).toBe('В отмеченных строках пусто');
    expect(empty[1]).toContain('нет данных в столбцах, связанных с полями документа');
    // An imported list nobody assigned yet: its headers are text, no column fills a field.
    const unassigned = renderMassButton(
      massTable([column('ФИО', 'text'), column('Класс', 'text')], [['1', 'Иванов Иван', '5 А']]),
      {},
      'ru',
    );
    const noColumns = await alertOf(unassigned);
    expect(noColumns[0]).toBe('Столбцы не выбраны');
    expect(noColumns[1]).toContain('Нажмите на заголовок столбца');
    expect(runCalls(api)).toEqual([]);
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
    expect(runCalls(api)).toHaveLength(1);
    expect(shellApi.calls.modals.at(-1)?.props).toEqual({
      text: 'Массовое создание документов доступно в PRO',
    });
  });

  test('the run prints verification numbers when the document has them on, unless switched off for it', async () => {
    api.uninstall();
    api = massServer(undefined, true);
    const data = [['1', 'Иванов Иван', '5 А']];
    const { shellApi } = renderButton(data);
    const box = await screen.findByRole('checkbox', {
      name: 'With a verification number and QR code',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    // Sent, polled once, made: the run is over and the button free again.
    await act(() => jest.advanceTimersByTimeAsync(1000 + 4000));
    const first = api.calls.filter((call) => call.path === '/api/creator/42/masscreate/');
    expect(first.map((call) => call.query.get('verify'))).toEqual(['1']);

    const ready = shellApi.calls.modals.at(-1)!;
    expect(ready.title).toBe('Documents made');
    // The teacher closes the ready modal (the shell tells the flow), then switches verification off.
    act(() => ready.onClose?.());
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('mass-create'));
    await settle();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const all = api.calls.filter((call) => call.path === '/api/creator/42/masscreate/');
    expect(all.map((call) => call.query.get('verify'))).toEqual(['1', '0']);
  });
});
