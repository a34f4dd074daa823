import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  grantedAccess,
  installFakeApi,
  type Handler,
  type RecordedCall,
} from '@gramota/shell-api/testing';
import { api as storeApi } from '@gramota/store';
import { loginCheck, storageAnswer, storageDocument, storageFolder } from './test-support/answers';
import { renderArea, renderModal } from './test-support/render-area';
import StorageScreen from './storage-screen.component';
import { preloadKitParts } from '@gramota/ui/testing';

// The kit's forms and menus load as a browser has them after the first press (lazyPart).
beforeAll(preloadKitParts);

const diploma = storageDocument('1', 'Diploma of Ivanov');
const photo = storageDocument('2', 'Class photo', {
  source: 'upload',
  type: 'jpeg',
  share_type: 'link',
  file: '/data/storage/2_c3d4.jpg',
});
const klass = storageFolder('f1', 'Class 5A');

/** A signed-in teacher with two files and a folder at the top level; form actions succeed. */
function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/') return loginCheck();
    if (call.path === '/api/storage-get/k1/') {
      if (call.query.get('sq')) return [200, storageAnswer([])];
      if (call.query.get('folder') === 'trash') return [200, storageAnswer([diploma])];
      return [200, storageAnswer([diploma, photo], [klass])];
    }
    if (call.path === '/api/storage-view/1/')
      return [200, { result: 'success', file: '/data/storage/1_a1b2.pdf' }];
    if (call.path === '/api/storage-trash-restore/')
      return [200, { result: 'success', location: '/app/storage/' }];
    if (/^\/api\/storage-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST')
      return [200, { result: 'success' }];
    return undefined;
  });
}

const option = (name: string) => screen.findByRole('option', { name });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);
const toasts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);
const formCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => /^\/api\/storage-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST')
    .map((call) => [call.path, call.body]);

describe('Storage', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists the folders and files of storage-get with the views and every control of an owner', async () => {
    api = server();
    renderArea(<StorageScreen />);
    expect(await option('Diploma of Ivanov')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Class photo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Class 5A' })).toBeTruthy();
    const list = api.calls.find((call) => call.path === '/api/storage-get/k1/');
    expect(list?.query.get('folder')).toBe('root');
    const views = screen.getByRole('navigation', { name: 'Storage views' });
    expect([...views.querySelectorAll('a')].map((tab) => tab.textContent)).toEqual([
      'My files',
      'Shared with me',
      'Trash',
    ]);
    expect(buttonNames()).toEqual(
      expect.arrayContaining([
        'Upload',
        'New folder',
        'Open',
        'Download',
        'Share',
        'Rename',
        'Move',
        'To trash',
      ]),
    );
    expect(screen.getByTestId('storage-upload-input').getAttribute('accept')).toContain('.pdf');
  });

  test('thumbnails or a list: the choice is kept in the setting storage_view', async () => {
    api = server((call) =>
      call.path === '/api/profile-set-settings/' ? [200, { result: 'success' }] : undefined,
    );
    renderArea(<StorageScreen />);
    await option('Diploma of Ivanov');
    press('List');
    await waitFor(() => expect(api.paths()).toContain('/api/profile-set-settings/'));
    const saved = api.calls.find((call) => call.path === '/api/profile-set-settings/');
    expect(JSON.parse((saved?.body as { settings: string }).settings)).toEqual({
      storage_view: 'list',
    });
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('opening a file asks storage-view and offers it in a new tab and as a download', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.doubleClick(await option('Diploma of Ivanov'));
    expect(shellApi.calls.modals[0]?.title).toBe('Diploma of Ivanov');
    renderModal(shellApi.calls.modals[0]);
    const open = await screen.findByRole('link', { name: 'Open in a new tab' });
    expect(open.getAttribute('href')).toBe('/data/storage/1_a1b2.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'Diploma of Ivanov',
    );
    expect(api.paths()).toContain('/api/storage-view/1/');
  });

  test('rename of one file is the "doc" form action with its id', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.click(await option('Diploma of Ivanov'));
    press('Rename');
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Diploma 2026' } });
    fireEvent.click(screen.getByTestId('name-form-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(formCalls(api.calls)).toEqual([
      ['/api/storage-doc-rename/', { data_id: '1', name: 'Diploma 2026' }],
    ]);
    expect(toasts(shellApi)).toEqual(['Renamed']);
  });

  test('share: one access type opens the share modal on the storage’s calls; differing ones say so', async () => {
    api = server((call) =>
      call.path === '/api/storage-share-get-users/'
        ? [200, { result: 'success', share_type: 'users', users: [], link: '' }]
        : undefined,
    );
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.click(await option('Diploma of Ivanov'));
    fireEvent.click(screen.getByRole('option', { name: 'Class 5A' }), { ctrlKey: true });
    press('Share');
    // The dialog names what it shares.
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'Access: Class 5A, Diploma of Ivanov',
      props: { area: 'storage', dataId: 'folder:f1,stdoc:1', shareType: 'users' },
    });
    renderModal(shellApi.calls.modals[0]);
    await screen.findByText('Nobody added yet');
    const users = api.calls.find((call) => call.path === '/api/storage-share-get-users/');
    expect(users?.query.get('data_id')).toBe('folder:f1,stdoc:1');

    fireEvent.click(screen.getByRole('option', { name: 'Class photo' }), { ctrlKey: true });
    press('Share');
    expect(shellApi.calls.modals[1]).toMatchObject({
      title: 'Different access',
      props: { text: 'The objects you selected have different access levels' },
    });
  });

  test('one’s own file goes to the trash at once; the trash names the colleague who moved a shared item there', async () => {
    const marina = { name: 'Marina Petrova', email: 'marina@school.example' };
    api = server((call) =>
      call.path === '/api/storage-get/k1/' && call.query.get('folder') === 'trash'
        ? [200, storageAnswer([diploma], [storageFolder('f1', 'Class 5A', { trashed_by: marina })])]
        : undefined,
    );
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.click(await option('Diploma of Ivanov'));
    press('To trash');
    await waitFor(() =>
      expect(formCalls(api.calls)).toEqual([['/api/storage-doc-remove/', { data_id: '1' }]]),
    );
    expect(shellApi.calls.modals).toEqual([]);

    renderArea(<StorageScreen />, { at: '/app/storage/trash/' });
    const notes = await screen.findAllByTestId('trashed-by-note');
    expect(notes.map((note) => note.textContent)).toEqual([
      '“Class 5A” — moved to the trash by Marina Petrova (marina@school.example)',
    ]);
  });

  test('a folder that does not exist: its message and no Share, upload or any other action', async () => {
    api = server((call) =>
      call.path === '/api/storage-get/k1/' && call.query.get('folder') === 'f404'
        ? [
            404,
            { result: 'error', error_code: 'not_found', error_text: 'Not found', name: 'folder' },
          ]
        : undefined,
    );
    renderArea(<StorageScreen />, { at: '/app/storage/folder/f404/' });
    expect(
      await screen.findByText('This folder does not exist or is not shared with you'),
    ).toBeTruthy();
    const names = screen.queryAllByRole('button').map((button) => button.textContent);
    for (const action of ['Share', 'Upload', 'New folder', 'Rename', 'To trash', 'Move'])
      expect(names).not.toContain(action);
  });

  test('a search without results says "Nothing found"', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/search/?sq=grade' });
    expect(await screen.findByText('Check the spelling or try another word.')).toBeTruthy();
    await waitFor(() => expect(toasts(shellApi)).toEqual(['Nothing found']));
    const search = api.calls.find((call) => call.path === '/api/storage-get/k1/');
    expect(search?.query.get('sq')).toBe('grade');
  });

  test('the trash restores, deletes forever and clears, and nothing else', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/trash/' });
    fireEvent.click(await option('Diploma of Ivanov'));
    expect(buttonNames()).toEqual(
      expect.arrayContaining(['Restore', 'Delete forever', 'Clear trash']),
    );
    for (const absent of ['Upload', 'Share', 'Rename', 'Move'])
      expect(buttonNames()).not.toContain(absent);
    expect(screen.queryByTestId('storage-upload-input')).toBeNull();
    press('Restore');
    await waitFor(() => expect(window.location.pathname).toBe('/app/storage/'));
    expect(formCalls(api.calls)).toEqual([['/api/storage-trash-restore/', { data_id: 'stdoc:1' }]]);
    expect(toasts(shellApi)).toEqual(['Restored 1 item']);
  });

  test('an empty storage leads to Ready files', async () => {
    api = server((call) =>
      call.path === '/api/storage-get/k1/' ? [200, storageAnswer([])] : undefined,
    );
    const { shellApi } = renderArea(<StorageScreen />);
    expect(await screen.findByText('The storage is empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'To ready files' }));
    expect(shellApi.calls.navigate).toEqual(['/app/ready/']);
  });

  test('a visitor is asked to log in and no list is asked for', async () => {
    api = server((call) => (call.path === '/api/login-check/' ? loginCheck(false) : undefined));
    const { shellApi } = renderArea(<StorageScreen />);
    expect(await screen.findByText('Log in to use the storage')).toBeTruthy();
    press('Log in');
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'storage', returnTo: undefined }]);
    expect(api.paths().some((path) => path.startsWith('/api/storage-get/'))).toBe(false);
  });
});

describe('Storage for a member switched into another account (seed 001 §6)', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  const signIn = async (shellApi: { store: { dispatch: (action: unknown) => unknown } }) =>
    act(async () => {
      await shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1'));
    });

  test('without storage_view: Forbidden, and no list is asked for', async () => {
    api = server(grantedAccess('storage_edit'));
    const { shellApi } = renderArea(<StorageScreen />);
    await signIn(shellApi);
    expect((await screen.findByTestId('forbidden')).textContent).toContain('Forbidden');
    expect(api.paths().some((path) => path.startsWith('/api/storage-get/'))).toBe(false);
  });

  test('storage_view without storage_edit: the files, with no control that changes them', async () => {
    api = server(grantedAccess('storage_view'));
    const { shellApi } = renderArea(<StorageScreen />);
    await signIn(shellApi);
    fireEvent.click(await option('Diploma of Ivanov'));
    const names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Open', 'Download']));
    for (const absent of ['Upload', 'New folder', 'Share', 'Rename', 'Move', 'To trash'])
      expect(names).not.toContain(absent);
    expect(screen.queryByTestId('storage-upload-input')).toBeNull();
    expect(screen.queryByTestId('storage-for-schools')).toBeNull();
  });

  test('storage_view and storage_edit: the owner’s controls', async () => {
    api = server(grantedAccess('storage_view,storage_edit'));
    const { shellApi } = renderArea(<StorageScreen />);
    await signIn(shellApi);
    fireEvent.click(await option('Diploma of Ivanov'));
    expect(buttonNames()).toEqual(expect.arrayContaining(['Upload', 'Rename', 'To trash']));
  });
});
