import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { splitSpreadsheetParts, type SpreadsheetColumn } from '@gramota/contracts';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { installFakeCanvas, loadRealXSpreadsheet } from '../test-support/fake-canvas';
import { installSheetApi, metaGetText, sheetMeta } from '../test-support/sheet-server';
import { defaultTable } from '../model/layout';
import { SpreadsheetScreen } from './spreadsheet-screen.component';

const META_GET = '/api/spreadsheet-meta-get/42/';
const META_SET = '/api/spreadsheet-meta-set/42/';

let uninstallCanvas: () => void;
beforeEach(() => {
  uninstallCanvas = installFakeCanvas();
});
afterEach(() => {
  uninstallCanvas();
  jest.useRealTimers();
});

function open(
  metaText: string,
  extra: Parameters<typeof installSheetApi>[0] = () => undefined,
  at = '/app/spreadsheet/42/',
) {
  const api = installSheetApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === META_GET) return [200, metaText];
    if (call.path === META_SET) return [200, { result: 'success' }];
    return undefined;
  });
  const view = renderArea(<SpreadsheetScreen loadLibrary={loadRealXSpreadsheet} />, {
    at,
    strings: [registerTestStrings],
    embed: at.includes('embed=true'),
  });
  return { api, ...view };
}

const gridReady = () =>
  waitFor(() => expect(document.querySelector('.gr-xsheet .x-spreadsheet')).not.toBeNull());

/** The columns part of the last meta-set body. */
function lastSaved(calls: { path: string; body: unknown }[]) {
  const sets = calls.filter((call) => call.path === META_SET);
  const body = sets.at(-1)?.body as URLSearchParams;
  const parts = splitSpreadsheetParts(body.get('meta')!) as [
    SpreadsheetColumn[],
    string[][],
    { colcount: number },
  ];
  return { count: sets.length, columns: parts[0], data: parts[1], settings: parts[2] };
}

describe('the spreadsheet screen', () => {
  test("another account's document (404): says it is not found and leads back to My documents", async () => {
    const { shellApi } = open('', (call) =>
      call.path === META_GET
        ? [404, { result: 'error', error_code: 'not_found', error_text: 'Not found' }]
        : undefined,
    );
    await screen.findByText('Document not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'To my documents' }));
    expect(shellApi.calls.navigate).toEqual(['/app/docs/']);
  });

  test('a new table: headers from the keys, saved 20 s after load with the indicator', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { api } = open(metaGetText(sheetMeta()));
    await gridReady();
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(api.paths()).not.toContain(META_SET);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(api.paths()).toContain(META_SET));
    const saved = lastSaved(api.calls);
    expect(saved.columns.slice(1, 3).map((c) => c.title)).toEqual(['%Фамилия Имя', '%Класс']);
    expect(saved.columns).toHaveLength(26);
    expect(saved.data).toHaveLength(30);
    await waitFor(() => expect(screen.getByTestId('save-indicator').dataset.state).toBe('saved'));
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(screen.getByTestId('save-indicator').dataset.state).toBe('idle');
  });

  test("in the editor's frame the frame's title names the window: the screen's heading is for screen readers only", async () => {
    open(metaGetText(sheetMeta()), () => undefined, '/app/spreadsheet/42/?embed=true');
    await gridReady();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Mass creation: Грамота');
    expect(heading.className).toBe('visuallyHidden');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  test('on its own page the screen shows its heading', async () => {
    open(metaGetText(sheetMeta()));
    await gridReady();
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title');
  });

  test('no keys: the need-label modal and nothing is ever saved', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { api, shellApi } = open(metaGetText(sheetMeta({ keys: '' })));
    await gridReady();
    expect(shellApi.calls.modals.map((m) => m.title)).toContain('The document has no labels');
    await act(() => jest.advanceTimersByTimeAsync(25_000));
    expect(api.paths()).not.toContain(META_SET);
    expect(screen.queryByTestId('save-indicator')).toBeNull();
  });

  test('read-only: no topbar, no saving', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const table = defaultTable(['Фамилия Имя', 'Класс'], 'ru');
    table.data[0] = ['1', 'Аня Петрова', '5 А', ...table.data[0]!.slice(3)];
    const { api } = open(metaGetText(sheetMeta({ readonly: '1' }), table));
    await gridReady();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByText('The table is open for viewing only.')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(25_000));
    expect(api.paths()).not.toContain(META_SET);
  });

  test('a column action with no column selected alerts "Select a column"', async () => {
    const { shellApi } = open(metaGetText(sheetMeta()));
    await gridReady();
    fireEvent.click(screen.getByRole('button', { name: 'Delete column' }));
    expect(shellApi.calls.modals.at(-1)?.props).toMatchObject({ text: 'Select a column' });
  });

  test('a CSV upload is polled until ready and its headers map to the keys by name', async () => {
    let polls = 0;
    const { api } = open(metaGetText(sheetMeta()), (call) => {
      if (call.path === '/api/spreadsheet-upload/42/')
        return [200, { result: 'success', data_id: 'd1' }];
      if (call.path === '/api/spreadsheet-get-csv/d1/') {
        polls += 1;
        if (polls < 2)
          return [
            200,
            {
              result: 'success',
              status: 'wait',
              table: { headers: [], rows: [] },
              encoding: '',
              delimiter: '',
            },
          ];
        return [
          200,
          {
            result: 'success',
            status: 'ready',
            table: {
              headers: ['класс', 'ФАМИЛИЯ  ИМЯ', 'Школа'],
              rows: [['5 А', 'Аня Петрова', '№1']],
            },
            encoding: 'windows-1251',
            delimiter: ';',
          },
        ];
      }
      return undefined;
    });
    await gridReady();
    const file = new File(['x'], 'class.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('csv-input'), { target: { files: [file] } });
    await waitFor(() => expect(polls).toBe(2), { timeout: 3000 });
    const upload = api.calls.find((call) => call.path === '/api/spreadsheet-upload/42/');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    // Hiding the page saves at once: the save carries the imported table.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    await waitFor(() => expect(api.paths()).toContain(META_SET));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const saved = lastSaved(api.calls);
    expect(saved.columns.slice(1, 4).map((c) => c.title)).toEqual([
      '%Класс',
      '%Фамилия Имя',
      'Школа',
    ]);
    expect(saved.data[0]!.slice(0, 4)).toEqual(['1', '5 А', 'Аня Петрова', '№1']);
    expect(saved.settings.colcount).toBe(3);
  });

  test('an upload refused by the server shows its error translated by code', async () => {
    const { shellApi } = open(metaGetText(sheetMeta()), (call) =>
      call.path === '/api/spreadsheet-upload/42/'
        ? [
            200,
            {
              result: 'error',
              error_code: 'file_type',
              error_text: 'Upload a table as .csv or .xlsx',
            },
          ]
        : undefined,
    );
    await gridReady();
    fireEvent.change(screen.getByTestId('csv-input'), {
      target: { files: [new File(['x'], 'a.pdf')] },
    });
    await waitFor(() =>
      expect(shellApi.calls.modals.at(-1)?.props).toMatchObject({
        text: 'Upload a table as .csv or .xlsx',
      }),
    );
  });
});
