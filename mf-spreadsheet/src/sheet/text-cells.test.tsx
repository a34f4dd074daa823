import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultSpreadsheetSettings,
  splitSpreadsheetParts,
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
import { EDIT_DEBOUNCE_MS } from './sheet-grid.component';
import type { XSpreadsheetFactory } from '../model/xspreadsheet.types';

const META_GET = '/api/spreadsheet-meta-get/42/';
const META_SET = '/api/spreadsheet-meta-set/42/';

/** Cells a spreadsheet program would take for formulas, as a class list may hold them. */
const FORMULA_LIKE = ['=HYPERLINK("http://x","y")', '=1+2', '+7 912', '-', '@класний'];

/**
 * A table as a version before issue 29 saved it: no `source` on its columns, no settings.keys,
 * no padding columns, and formula-looking cells.
 */
const olderTable = (): SpreadsheetTable => ({
  columns: [
    { title: '', type: 'check', width: 40 },
    { title: '%Фамилия Имя', type: 'key', width: 120 },
    { title: 'Примечание', type: 'text', width: 100 },
  ],
  data: FORMULA_LIKE.map((cell, index) => ['1', `Учень ${index + 1}`, cell]),
  settings: defaultSpreadsheetSettings(),
});

let restore: (() => void)[] = [];
afterEach(() => {
  restore.forEach((undo) => undo());
  jest.useRealTimers();
});

function open(
  loadLibrary: () => Promise<XSpreadsheetFactory> = loadRealXSpreadsheet,
  language = 'ru',
) {
  const api = installSheetApi((call) => {
    if (call.path === META_GET) return [200, metaGetText(sheetMeta(), olderTable())];
    if (call.path === META_SET) return [200, { result: 'success' }];
    return undefined;
  });
  renderArea(<SpreadsheetScreen loadLibrary={loadLibrary} />, {
    at: '/app/spreadsheet/42/',
    strings: [registerTestStrings],
    language,
  });
  return api;
}

const gridDrawn = () =>
  waitFor(() =>
    expect(document.querySelector('[data-testid="sheet-grid"]')?.getAttribute('data-rows')).toBe(
      String(30),
    ),
  );

describe('cells are text (issue 29)', () => {
  test('a table saved by an earlier version opens; formula-looking cells are drawn and kept as typed', async () => {
    const drawn: string[] = [];
    restore = [installFakeCanvas({ drawn }), giveElementsSize()];
    jest.useFakeTimers({ advanceTimers: true });
    const api = open();
    await gridDrawn();
    for (const cell of FORMULA_LIKE) expect(drawn).toContain(cell);
    // '=1+2' is not evaluated: its cell draws it as typed, not its sum.
    expect(drawn[drawn.indexOf('Учень 2') + 1]).toBe('=1+2');
    expect(screen.queryByTestId('plain-table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Примечание' })).toBeTruthy();
    // The save after load sends the cells back exactly as they came.
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(api.paths()).toContain(META_SET));
    const body = api.calls.find((call) => call.path === META_SET)!.body as URLSearchParams;
    const [, data] = splitSpreadsheetParts(body.get('meta')!) as [unknown, string[][]];
    expect(data.slice(0, 5).map((row) => row[2])).toEqual(FORMULA_LIKE);
  });

  test("typing '=' opens no formula list, so Enter keeps what was typed", async () => {
    restore = [installFakeCanvas(), giveElementsSize()];
    const api = open();
    await gridDrawn();
    const overlayer = document.querySelector('.x-spreadsheet-overlayer')!;
    // Row 2's «Примечание» cell (column C): x past the number column, check column and B.
    fireEvent.mouseDown(overlayer, { clientX: 50 + 40 + 150 + 20, clientY: 60, buttons: 1 });
    fireEvent.mouseUp(window);
    fireEvent.click(overlayer);
    fireEvent.keyDown(document.body, { key: '=', keyCode: 187 });
    const field = document.querySelector<HTMLTextAreaElement>('.x-spreadsheet-editor textarea')!;
    expect(field.value).toBe('=');
    // 'SU' would have offered SUM, and Enter would have made the cell '=SUM()'.
    fireEvent.input(field, { target: { value: '=SU' } });
    const suggest = document.querySelector<HTMLElement>('.x-spreadsheet-suggest')!;
    expect(suggest.style.display).toBe('none');
    expect(suggest.children).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
    // The grid reads typed cells back after a short pause (EDIT_DEBOUNCE_MS).
    await act(() => new Promise((resolve) => setTimeout(resolve, EDIT_DEBOUNCE_MS + 50)));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await waitFor(() => expect(api.paths()).toContain(META_SET));
    const body = api.calls.find((call) => call.path === META_SET)!.body as URLSearchParams;
    const [, data] = splitSpreadsheetParts(body.get('meta')!) as [unknown, string[][]];
    expect(data[0]![2]).toBe('=SU');
  });

  test('when the grid cannot draw the table, its rows are listed with what to do, and the tools stay', async () => {
    restore = [
      installFakeCanvas({ failOn: (text) => text.startsWith('=HYPERLINK') }),
      giveElementsSize(),
    ];
    open();
    const listed = await screen.findByTestId('plain-table');
    expect(within(listed).getByRole('alert').textContent).toMatch(
      /^Таблицу не удалось нарисовать в редакторе.*Загрузите список класса заново или нажмите «Очистить»/,
    );
    const cells = within(listed)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.slice(1).map((row) => row[1])).toEqual(FORMULA_LIKE);
    expect(
      within(listed)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['%Фамилия Имя', 'Примечание']);
    expect(screen.getByRole('button', { name: 'Очистить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Загрузить CSV' })).toBeTruthy();
  });

  test('when the grid library does not load, the rows are listed and the message says to reload', async () => {
    restore = [installFakeCanvas(), giveElementsSize()];
    open(() => Promise.reject(new Error('chunk failed')), 'en');
    const listed = await screen.findByTestId('plain-table');
    expect(within(listed).getByRole('alert').textContent).toBe(
      'The table editor did not load. Reload the page; the table’s rows are listed below and are saved.',
    );
    expect(within(listed).getAllByRole('row')).toHaveLength(1 + FORMULA_LIKE.length);
  });
});
