import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { grantedAccess, installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { api as storeApi } from '@gramota/store';
import { readyAnswer, readyFile } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import ReadyScreen from './ready-screen.component';

const longName = 'Gramota_for_the_first_place_in_the_school_olympiad_2026';
const files = [
  readyFile('11', longName),
  readyFile('12', 'Diploma_Ivanov', { format: 'a4h', free: '1' }),
  readyFile('13', 'Letter_of_thanks'),
];

/** An anonymous visitor (login false) with a user key: they see their own files. */
function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/')
      return [200, readyAnswer(call.query.get('sq') ? [] : files)];
    return undefined;
  });
}

const toasts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);

describe('Ready files', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists the files of ready-get with their thumbnails and cut names', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    const long = await screen.findByRole('option', { name: longName.replace(/_/g, ' ') });
    expect(long.textContent).toContain('Gramota for the first place in the ...');
    expect(long.querySelector('img')?.getAttribute('src')).toBe(`/data/doc/${longName}_11_th.webp`);
    expect(screen.getByRole('option', { name: 'Diploma Ivanov' })).toBeTruthy();
    const list = api.calls.find((call) => call.path === '/api/ready-get/k1/');
    expect(list?.query.get('trash')).toBe('false');
  });

  test('the selected file shows its format and the free mark', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Diploma Ivanov' }));
    const badges = screen.getByTestId('file-badges');
    expect(badges.textContent).toBe('A4HJPEGPDFFree');
  });

  test('a search under 3 characters does nothing', async () => {
    jest.useFakeTimers();
    try {
      api = server();
      renderArea(<ReadyScreen />);
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      fireEvent.change(screen.getByTestId('ready-search'), { target: { value: 'ab' } });
      fireEvent.submit(screen.getByRole('search'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(window.location.pathname).toBe('/app/ready/');
      expect(api.calls.some((call) => call.query.has('sq'))).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a search without results says "Nothing found"', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />, { at: '/app/ready/search/?sq=zzz' });
    await waitFor(() => expect(toasts(shellApi)).toEqual(['Nothing found']));
    expect(api.calls.find((call) => call.query.has('sq'))?.query.get('sq')).toBe('zzz');
  });

  test('printing files of two formats says the seed text and prints nothing', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />, { language: 'ru' });
    fireEvent.click(await screen.findByRole('option', { name: 'Diploma Ivanov' }));
    fireEvent.click(screen.getByRole('option', { name: 'Letter of thanks' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(toasts(shellApi)).toEqual(['Чтобы отправить на печать выберите файлы одного формата']);
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('e-mail refuses two files with the seed text', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Diploma Ivanov' }));
    fireEvent.click(screen.getByRole('option', { name: 'Letter of thanks' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(toasts(shellApi)).toEqual(['Only one file can be sent by e-mail']);
  });

  test('opening a file previews its JPEG', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.doubleClick(await screen.findByRole('option', { name: 'Letter of thanks' }));
    expect(shellApi.calls.modals[0]?.props).toMatchObject({ file: { id: '13' } });
  });

  test('in the trash, opening says "Recover document or folder before opening!"', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />, { at: '/app/ready/trash/' });
    fireEvent.doubleClick(await screen.findByRole('option', { name: 'Letter of thanks' }));
    expect(toasts(shellApi)).toEqual(['Recover document or folder before opening!']);
    expect(shellApi.calls.modals).toEqual([]);
    expect(api.calls.find((call) => call.path === '/api/ready-get/k1/')?.query.get('trash')).toBe(
      'true',
    );
  });

  test('mass/{ids} asks ready-get-docs for those ids, embedded without menus', async () => {
    api = server((call) =>
      call.path === '/api/ready-get-docs/'
        ? [
            200,
            {
              result: 'success',
              docs: [
                {
                  result: 'success',
                  doc: '12',
                  url: files[1]!.file,
                  share_mobile_code: '',
                  filename: 'Diploma_Ivanov',
                },
                {
                  result: 'success',
                  doc: '13',
                  url: files[2]!.file,
                  share_mobile_code: '',
                  filename: 'Letter_of_thanks',
                },
              ],
            },
          ]
        : undefined,
    );
    renderArea(<ReadyScreen />, { at: '/app/ready/mass/12-13/?embed=true', embed: true });
    const letter = await screen.findByRole('option', { name: 'Letter of thanks' });
    expect(screen.queryByRole('option', { name: longName.replace(/_/g, ' ') })).toBeNull();
    const call = api.calls.find((entry) => entry.path === '/api/ready-get-docs/');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ docs: '12,13' });
    const toolbar = screen.getByRole('group', { name: 'File actions' });
    expect(Array.from(toolbar.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Download',
      'Print',
    ]);
    fireEvent.contextMenu(letter);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.querySelector('a[data-view="trash"]')).toBeNull();
  });

  test('a failed list shows the data error banner', async () => {
    api = server((call) =>
      call.path === '/api/ready-get/k1/' ? [500, { result: 'error' }] : undefined,
    );
    renderArea(<ReadyScreen />);
    expect(await screen.findByTestId('data-error-banner')).toBeTruthy();
  });

  test('a granted access without docs_full is kept out as in My documents (seed 000 §5)', async () => {
    api = server(grantedAccess('pay_full,drive_view'));
    const { shellApi } = renderArea(<ReadyScreen />);
    await act(() => shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1')));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/']));
    expect(api.calls.some((call) => call.path.startsWith('/api/ready-get/'))).toBe(false);
  });
});
