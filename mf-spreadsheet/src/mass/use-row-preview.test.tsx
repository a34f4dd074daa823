import type { ComponentType } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ShellApiContext, type ModalRequest } from '@gramota/shell-api';
import { createShellApiMock } from '@gramota/shell-api/testing';
import en from '../../locales/en/spreadsheet.json';
import { column, massMeta, massServer, massTable } from '../test-support/mass-button-harness';
import { useRowPreview } from './use-row-preview';

const NAME = 'Фамилия и имя участника';

describe('the row preview (👁)', () => {
  let api: ReturnType<typeof massServer>;
  beforeEach(() => {
    api = massServer();
  });
  afterEach(() => api.uninstall());

  test('shows any row as the run prints it: columns joined, the name declined, its gender', async () => {
    const shellApi = createShellApiMock('en');
    shellApi.i18n.addResourceBundle('en', 'spreadsheet', en, true, true);
    const table = massTable(
      [column(`%${NAME}`, 'key', 'Фамилия'), column(`%${NAME}`, 'key', 'Имя'), column('%Пол')],
      [
        ['1', 'Иванов', 'Иван', ''],
        // Not ticked: the preview shows it all the same.
        ['', 'Петрова', 'Анна', 'ж'],
      ],
      { keys: { [NAME]: { grammar: { language: 'ru', case: 'dative' } } } },
    );
    const { result } = renderHook(
      () =>
        useRowPreview({
          docId: '42',
          meta: massMeta({ keys: NAME, gendered: '1' }),
          getSnapshot: () => table,
        }),
      {
        wrapper: ({ children }) => (
          <Provider store={shellApi.store}>
            <I18nextProvider i18n={shellApi.i18n}>
              <ShellApiContext.Provider value={shellApi}>{children}</ShellApiContext.Provider>
            </I18nextProvider>
          </Provider>
        ),
      },
    );
    await act(async () => {
      result.current(1);
      result.current(1);
    });
    expect(shellApi.calls.modals).toHaveLength(1);
    const request = shellApi.calls.modals[0] as ModalRequest<object>;
    expect(request.title).toBe('Row 3');
    expect(request.props).toMatchObject({
      row: 1,
      values: { [NAME]: 'Петровой Анне' },
      gender: 'f',
    });

    const Modal = request.component as ComponentType<{ close: () => void }>;
    render(
      <I18nextProvider i18n={shellApi.i18n}>
        <Modal {...request.props} close={() => undefined} />
      </I18nextProvider>,
    );
    const src = screen.getByTitle(/3/).getAttribute('src')!;
    const url = new URL(src, 'http://localhost');
    expect(url.pathname).toBe('/api/spreadsheet-preview/42/');
    expect(JSON.parse(url.searchParams.get('massmask')!)).toEqual({ [NAME]: 'Петровой Анне' });
    expect(url.searchParams.get('gender')).toBe('f');
  });
});
