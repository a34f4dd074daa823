import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler, type RecordedCall } from '@gramota/shell-api/testing';
import { readyAnswer, readyFile, readyFolder } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import { renderModal } from '../test-support/render-modal';
import ReadyScreen from './ready-screen.component';
import { preloadKitParts } from '@gramota/ui/testing';

// The kit's forms and menus load as a browser has them after the first press (lazyPart).
beforeAll(preloadKitParts);

const files = [
  readyFile('12', 'Diploma_Ivanov'),
  readyFile('13', 'Letter_of_thanks', { name: 'Letter of thanks' }),
];
const klass = readyFolder('f1', 'Class 5A');

/** An anonymous visitor with two files and a folder at the top level; form actions succeed. */
function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/') {
      if (call.query.get('trash') === 'true') return [200, readyAnswer([files[1]!])];
      if (call.query.get('folder') === 'f1')
        return [200, readyAnswer([], [], [{ id: 'f1', name: 'Class 5A' }])];
      return [200, readyAnswer(files, [klass])];
    }
    if (call.path === '/api/ready-trash-restore/')
      return [200, { result: 'success', location: '/app/ready/' }];
    if (/^\/api\/ready-[a-z]+-[a-z-]+\/$/.test(call.path)) return [200, { result: 'success' }];
    return undefined;
  });
}

const texts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);

const formCalls = (calls: RecordedCall[]) =>
  calls.filter(
    (call) => /^\/api\/ready-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST',
  );

describe('Ready files: folders and the trash', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('folders are listed first; opening one goes to folder/{id}, which lists it with breadcrumbs', async () => {
    api = server();
    const { shellApi, unmount } = renderArea(<ReadyScreen />);
    const folder = await screen.findByRole('option', { name: 'Class 5A' });
    fireEvent.doubleClick(folder);
    expect(window.location.pathname).toBe('/app/ready/folder/f1/');
    expect(shellApi.calls.navigate).toEqual([]);
    unmount();

    renderArea(<ReadyScreen />, { at: '/app/ready/folder/f1/' });
    await screen.findByText('This folder is empty');
    expect(
      api.calls.some(
        (call) => call.path === '/api/ready-get/k1/' && call.query.get('folder') === 'f1',
      ),
    ).toBe(true);
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(crumbs.textContent).toContain('Class 5A');
  });

  test('rename: the name form starts with the file name and sends the new one', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const close = renderModal(shellApi.calls.modals[0]);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(input.value).toBe('Letter of thanks');
    fireEvent.change(input, { target: { value: 'Letter to Petrova' } });
    fireEvent.click(screen.getByTestId('name-form-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(formCalls(api.calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/ready-doc-rename/', { data_id: '13', name: 'Letter to Petrova' }],
    ]);
    expect(texts(shellApi)).toEqual(['Renamed']);
  });

  test('rename with two selected says to select one', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('option', { name: 'Diploma Ivanov' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(texts(shellApi)).toEqual(['Select one document or folder to rename']);
    expect(shellApi.calls.modals).toEqual([]);
  });

  test('move: the folder picker opens a folder and moves the selection there', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('option', { name: 'Diploma Ivanov' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the folder “Class 5A”' }));
    await waitFor(() =>
      expect((screen.getByTestId('move-here') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('move-here'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const [move] = formCalls(api.calls);
    expect(move?.path).toBe('/api/ready-mix-move/');
    expect(move?.body).toEqual({
      data_id: expect.stringMatching(/doc:1[23],doc:1[23]/),
      folder_id: 'f1',
    });
    expect(texts(shellApi)).toEqual(['Items moved: 2']);
  });

  test('remove to the trash, then restore from it and back to Ready files', async () => {
    api = server();
    const first = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Class 5A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(texts(first.shellApi)).toEqual(['Items moved to the trash: 1']));
    expect(formCalls(api.calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/ready-folder-remove/', { data_id: 'f1' }],
    ]);
    first.unmount();

    const trash = renderArea(<ReadyScreen />, { at: '/app/ready/trash/' });
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/ready/'));
    expect(formCalls(api.calls).at(-1)).toMatchObject({
      path: '/api/ready-trash-restore/',
      body: { data_id: 'doc:13' },
    });
    expect(texts(trash.shellApi)).toEqual(['Items restored: 1']);
  });

  test('delete forever and empty the trash ask first, then call the server', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />, { at: '/app/ready/trash/', language: 'ru' });
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    expect(formCalls(api.calls)).toEqual([]);
    renderModal(shellApi.calls.modals[0]);
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(formCalls(api.calls)).toHaveLength(1));
    expect(formCalls(api.calls)[0]).toMatchObject({
      path: '/api/ready-trash-remove-trash/',
      body: { data_id: 'doc:13' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    expect(shellApi.calls.modals[1]?.props).toMatchObject({
      text: 'Удалить навсегда всё, что лежит в корзине?',
    });
    await (shellApi.calls.modals[1]?.props as { onConfirm: () => Promise<void> }).onConfirm();
    expect(formCalls(api.calls).at(-1)?.path).toBe('/api/ready-trash-clear-trash/');
  });

  test('a refused action shows the server code in the teacher\u2019s language', async () => {
    api = server((call) =>
      call.path === '/api/ready-doc-remove/'
        ? [
            400,
            {
              result: 'error',
              error_code: 'already_in_trash',
              error_text: 'This item is already in the trash',
            },
          ]
        : undefined,
    );
    const { shellApi } = renderArea(<ReadyScreen />, { language: 'ru' });
    fireEvent.click(await screen.findByRole('option', { name: 'Letter of thanks' }));
    fireEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(texts(shellApi)).toEqual(['Этот объект уже в корзине']));
  });
});
