import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DriveFolderItem, DriveGetAnswer, DriveGroupItem } from '@gramota/contracts';
import type { ModalRequest } from '@gramota/shell-api';
import {
  grantedAccess,
  installFakeApi,
  renderArea as renderUnderShell,
  type Handler,
  type RecordedCall,
} from '@gramota/shell-api/testing';
import { api as storeApi } from '@gramota/store';
import { registerAreaStrings } from '../storage/test-support/area-strings';
import { DriveScreen } from './drive-screen.component';
import { preloadKitParts } from '@gramota/ui/testing';

// The kit's forms and menus load as a browser has them after the first press (lazyPart).
beforeAll(preloadKitParts);

const group = (id: string, name: string, extra: Partial<DriveGroupItem> = {}): DriveGroupItem => ({
  id,
  key: 'k3y',
  name,
  time: Date.UTC(2026, 10, 5, 10, Number(id)),
  folder: null,
  count: 2,
  ready: 2,
  thum: `/data/doc/${id}_th.webp`,
  ...extra,
});
const folder = (id: string, name: string): DriveFolderItem => ({
  id,
  name,
  parent: null,
  time: Date.UTC(2026, 10, 1),
});
const answer = (
  groups: DriveGroupItem[],
  folders: DriveFolderItem[] = [],
  path: DriveGetAnswer['path'] = [],
): DriveGetAnswer => ({
  result: 'success',
  documents: Object.fromEntries(groups.map((one) => [one.id, one])),
  folders: Object.fromEntries(folders.map((one) => [one.id, one])),
  path,
});

const diplomas = group('12', 'Diplomas 5A');
const letters = group('13', 'Letters of thanks', { ready: 1, count: 3, thum: '' });
const klass = folder('f1', 'Class 5A');

/** A signed-in teacher with two groups and a folder at the top of the Drive. */
function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answered = extra(call);
    if (answered) return answered;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/drive-get/k1/') {
      if (call.query.get('sq')) return [200, answer([])];
      if (call.query.get('trash') === 'true') return [200, answer([letters])];
      if (call.query.get('folder') === 'f1')
        return [200, answer([], [], [{ id: 'f1', name: 'Class 5A' }])];
      return [200, answer([diplomas, letters], [klass])];
    }
    if (call.path === '/api/drive-trash-restore/')
      return [200, { result: 'success', location: '/app/drive/' }];
    if (/^\/api\/drive-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST')
      return [200, { result: 'success' }];
    return undefined;
  });
}

const renderArea = (at = '/app/drive/', language = 'en') =>
  renderUnderShell(<DriveScreen />, { at, language, strings: [registerAreaStrings] });

/** Renders a dialog the screen asked the shell for (the mock only records it). */
function renderModal(request: ModalRequest<object> | undefined, close = jest.fn()) {
  if (!request) throw new Error('no modal was opened');
  const Component = request.component as ComponentType<{ close: () => void }>;
  renderUnderShell(<Component {...request.props} close={close} />, {
    at: window.location.pathname,
    strings: [registerAreaStrings],
  });
  return close;
}

const option = (name: string) => screen.findByRole('option', { name });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const toasts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);
const formCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => /^\/api\/drive-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST')
    .map((call) => [call.path, call.body]);
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/drive-get/k1/').map((call) => call.query.toString());

describe('Drive', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists the folders and groups of drive-get, a group by its first made file', async () => {
    api = server();
    renderArea();
    const first = await option('Diplomas 5A');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/data/doc/12_th.webp');
    // Nothing made yet: no picture.
    expect(
      screen.getByRole('option', { name: 'Letters of thanks' }).querySelector('img'),
    ).toBeNull();
    expect(screen.getByRole('option', { name: 'Class 5A' })).toBeTruthy();
    expect(listCalls(api.calls)).toEqual(['folder=root']);
    const views = screen.getByRole('navigation', { name: 'Drive views' });
    expect([...views.querySelectorAll('a')].map((tab) => tab.textContent)).toEqual([
      'Drive',
      'Trash',
    ]);
  });

  test('a selected group says how many of its files are made', async () => {
    api = server();
    renderArea();
    fireEvent.click(await option('Letters of thanks'));
    expect(screen.getByTestId('drive-group-details').textContent).toBe(
      'Files ready: 1 of 3 The others are still being made or failed: the group page says which.',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Diplomas 5A' }));
    expect(screen.getByTestId('drive-group-details').textContent).toBe('Files ready: 2 of 2');
  });

  test('opening a group shows its page, opening a folder its contents with crumbs', async () => {
    api = server();
    renderArea();
    fireEvent.doubleClick(await option('Diplomas 5A'));
    expect(window.location.pathname).toBe('/app/drive/folder/k3y/12/');
    api.uninstall();

    api = server();
    renderArea();
    fireEvent.doubleClick(await option('Class 5A'));
    expect(window.location.pathname).toBe('/app/drive/folder/f1/');
  });

  test('folder/{id} lists that folder under its crumbs', async () => {
    api = server();
    renderArea('/app/drive/folder/f1/');
    await waitFor(() => expect(listCalls(api.calls)).toEqual(['folder=f1']));
    const crumbs = await screen.findByRole('navigation', { name: /path|crumb/i });
    // The crumbs show "Drive" at once; the folder's name comes with the list's answer.
    expect(await within(crumbs).findByText('Class 5A')).toBeTruthy();
    expect(await screen.findByText('This folder is empty')).toBeTruthy();
  });

  test('thumbnails or a list: the choice is kept in the setting drive_view', async () => {
    api = server((call) =>
      call.path === '/api/profile-set-settings/' ? [200, { result: 'success' }] : undefined,
    );
    renderArea();
    await option('Diplomas 5A');
    press('List');
    await waitFor(() => expect(api.paths()).toContain('/api/profile-set-settings/'));
    const saved = api.calls.find((call) => call.path === '/api/profile-set-settings/');
    expect(JSON.parse((saved?.body as { settings: string }).settings)).toEqual({
      drive_view: 'list',
    });
  });

  test('rename of one group is the "doc" form action with its id', async () => {
    api = server();
    const { shellApi } = renderArea();
    fireEvent.click(await option('Diplomas 5A'));
    press('Rename');
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Diplomas 6A' } });
    fireEvent.click(screen.getByTestId('name-form-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(formCalls(api.calls)).toEqual([
      ['/api/drive-doc-rename/', { data_id: '12', name: 'Diplomas 6A' }],
    ]);
    expect(toasts(shellApi)).toEqual(['Renamed']);
  });

  test('a group and a folder go to the trash together as one "mix" reference', async () => {
    api = server();
    const { shellApi } = renderArea();
    fireEvent.click(await option('Diplomas 5A'));
    fireEvent.click(screen.getByRole('option', { name: 'Class 5A' }), { ctrlKey: true });
    press('To trash');
    await waitFor(() => expect(toasts(shellApi)).toEqual(['Moved to trash: 2']));
    const [[path, body]] = formCalls(api.calls) as [[string, { data_id: string }]];
    expect(path).toBe('/api/drive-mix-remove/');
    expect(body.data_id.split(',').sort()).toEqual(['folder:f1', 'group:12']);
  });

  test('a new folder is made where the teacher is', async () => {
    api = server();
    const { shellApi } = renderArea();
    await option('Diplomas 5A');
    press('New folder');
    renderModal(shellApi.calls.modals[0]);
    fireEvent.click(screen.getByTestId('name-form-submit'));
    await waitFor(() =>
      expect(formCalls(api.calls)).toEqual([
        ['/api/drive-folder-folder-new/', { name: 'New folder', parent: 'root' }],
      ]),
    );
  });

  test('the trash: nothing opens, a group is restored and the Drive shown again', async () => {
    api = server();
    const { shellApi } = renderArea('/app/drive/trash/');
    fireEvent.doubleClick(await option('Letters of thanks'));
    expect(toasts(shellApi)).toEqual(['Recover document or folder before opening!']);
    expect(window.location.pathname).toBe('/app/drive/trash/');
    expect(listCalls(api.calls)).toEqual(['trash=true']);
    expect(screen.getByText(/Groups in the trash cannot be opened/)).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Letters of thanks' }));
    press('Restore');
    await waitFor(() => expect(window.location.pathname).toBe('/app/drive/'));
    expect(formCalls(api.calls)).toEqual([['/api/drive-trash-restore/', { data_id: 'group:13' }]]);
  });

  test('clearing the trash asks first, then empties it', async () => {
    api = server();
    const { shellApi } = renderArea('/app/drive/trash/');
    await option('Letters of thanks');
    press('Clear trash');
    expect(shellApi.calls.modals[0]?.title).toBe('Clear trash');
    expect(formCalls(api.calls)).toEqual([]);
    await act(async () => {
      await (shellApi.calls.modals[0]!.props as { onConfirm: () => Promise<void> }).onConfirm();
    });
    expect(formCalls(api.calls)).toEqual([['/api/drive-trash-clear-trash/', {}]]);
    expect(toasts(shellApi)).toEqual(['Trash cleared']);
  });

  test('an action with nothing selected says "Select a document or folder"', async () => {
    api = server();
    const { shellApi } = renderArea('/app/drive/', 'ru');
    await option('Diplomas 5A');
    press('Переместить');
    expect(toasts(shellApi)).toEqual(['Выберите документ или папку']);
  });

  test('a search without results says "Nothing found", in Russian too', async () => {
    api = server();
    const { shellApi } = renderArea('/app/drive/search/?sq=zzz', 'ru');
    await waitFor(() => expect(toasts(shellApi)).toEqual(['Ничего не найдено']));
    expect(listCalls(api.calls)).toEqual(['sq=zzz']);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  test('a search under 3 characters asks for nothing', async () => {
    api = server();
    renderArea('/app/drive/search/?sq=ab');
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(listCalls(api.calls)).toEqual([]);
  });

  test('an empty Drive leads to My documents, where mass creation starts', async () => {
    api = server((call) => (call.path === '/api/drive-get/k1/' ? [200, answer([])] : undefined));
    const { shellApi } = renderArea();
    expect(await screen.findByText('Drive is empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'To my documents' }));
    expect(shellApi.calls.navigate).toEqual(['/app/docs/']);
  });

  test('a visitor without an account is asked to log in and no list is asked for', async () => {
    api = server((call) =>
      call.path === '/api/login-check/'
        ? [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }]
        : undefined,
    );
    const { shellApi } = renderArea();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'drive', returnTo: undefined }]);
    expect(listCalls(api.calls)).toEqual([]);
  });

  test('a failed list shows the data error banner', async () => {
    api = server((call) =>
      call.path === '/api/drive-get/k1/' ? [500, { result: 'error' }] : undefined,
    );
    renderArea();
    expect(await screen.findByTestId('data-error-banner')).toBeTruthy();
  });

  test('a granted access without drive_view is kept out (seed 000 §5)', async () => {
    api = server(grantedAccess('pay_full,docs_full'));
    const { shellApi } = renderArea();
    await act(() => shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1')));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/']));
    expect(listCalls(api.calls)).toEqual([]);
  });

  test('a granted access with drive_view sees the Drive', async () => {
    api = server(grantedAccess('print_view,drive_view'));
    const { shellApi } = renderArea();
    await act(() => shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1')));
    expect(await option('Diplomas 5A')).toBeTruthy();
  });
});
