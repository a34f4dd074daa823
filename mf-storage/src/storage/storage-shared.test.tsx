import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler, type RecordedCall } from '@gramota/shell-api/testing';
import {
  loginCheck,
  olga,
  storageAnswer,
  storageDocument,
  storageFolder,
} from './test-support/answers';
import { renderArea, renderModal } from './test-support/render-area';
import StorageScreen from './storage-screen.component';
import { preloadKitParts } from '@gramota/ui/testing';

// The kit's forms and menus load as a browser has them after the first press (lazyPart).
beforeAll(preloadKitParts);

const viewOnly = storageDocument('21', 'Olga’s diploma', { shared_by: olga, permission: 'view' });
const editable = storageDocument('22', 'Olga’s letter', { shared_by: olga, permission: 'edit' });
const viewFolder = storageFolder('f9', 'Olga’s folder', { shared_by: olga, permission: 'view' });
const editFolder = storageFolder('f8', 'Olga’s class', { shared_by: olga, permission: 'edit' });
const pdf = new File(['%PDF-1.7'], 'Programme.pdf', { type: 'application/pdf' });

/** Inside f9 (view) and f8 (edit): what Olga keeps there, with the folder's permission. */
const inside = (permission: 'view' | 'edit', id: string, name: string) =>
  storageAnswer(
    [storageDocument('31', 'Inside', { shared_by: olga, permission })],
    [storageFolder('f10', 'Inner', { shared_by: olga, permission, parent: id })],
    { path: [{ id, name }], shared_folder: { shared_by: olga, permission } },
  );

/** A signed-in teacher Olga shared things with. */
function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/') return loginCheck();
    if (call.path === '/api/storage-get/k1/') {
      const folder = call.query.get('folder');
      if (folder === 'shared')
        return [200, storageAnswer([viewOnly, editable], [viewFolder, editFolder])];
      if (folder === 'f9') return [200, inside('view', 'f9', 'Olga’s folder')];
      if (folder === 'f8') return [200, inside('edit', 'f8', 'Olga’s class')];
      return [200, storageAnswer([])];
    }
    if (call.path === '/api/storage-upload/')
      return [200, { result: 'success', documents: { '40': storageDocument('40', 'Programme') } }];
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
const EDIT_CONTROLS = ['Upload', 'New folder', 'Share', 'Rename', 'Move', 'To trash'];
const formCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => /^\/api\/storage-[a-z]+-[a-z-]+\/$/.test(call.path) && call.method === 'POST')
    .map((call) => [call.path, call.body]);
const files = (...list: File[]) => ({ dataTransfer: { types: ['Files'], files: list } });

describe('Shared with me', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists what others shared; a view-only item says whose it is and has no edit controls', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/shared/' });
    fireEvent.click(await option('Olga’s diploma'));
    expect(
      api.calls.find((call) => call.path === '/api/storage-get/k1/')?.query.get('folder'),
    ).toBe('shared');
    expect(screen.getByTestId('shared-note').textContent).toBe(
      'Shared by Olga Petrova (olga@school.example). View only.',
    );
    const names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Open', 'Download']));
    for (const absent of EDIT_CONTROLS) expect(names).not.toContain(absent);
    expect(screen.queryByTestId('storage-upload-input')).toBeNull();
    // The browser marks the view-only items, and only those.
    const viewOnlyMark = (name: string) =>
      screen.getByRole('option', { name }).querySelector('[title="View only"]');
    expect(viewOnlyMark('Olga’s diploma')).not.toBeNull();
    expect(viewOnlyMark('Olga’s class')).toBeNull();
    // The keyboard's Delete and F2 are held to the same rights.
    fireEvent.keyDown(screen.getByRole('option', { name: 'Olga’s diploma' }), { key: 'Delete' });
    fireEvent.keyDown(screen.getByRole('option', { name: 'Olga’s diploma' }), { key: 'F2' });
    expect(formCalls(api.calls)).toEqual([]);
    expect(shellApi.calls.modals).toEqual([]);
  });

  test('edit permission shows rename and to trash, never share; a mixed selection shows neither', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/shared/' });
    fireEvent.click(await option('Olga’s class'));
    expect(screen.getByTestId('shared-note').textContent).toContain('You may edit.');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Rename', 'To trash']));
    for (const absent of ['Share', 'Move', 'Upload']) expect(buttonNames()).not.toContain(absent);

    fireEvent.click(screen.getByRole('option', { name: 'Olga’s diploma' }), { ctrlKey: true });
    expect(buttonNames()).not.toContain('Rename');
    expect(buttonNames()).not.toContain('To trash');

    fireEvent.click(screen.getByRole('option', { name: 'Olga’s class' }));
    press('Rename');
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Class 5B' } });
    fireEvent.click(screen.getByTestId('name-form-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(formCalls(api.calls)).toEqual([
      ['/api/storage-folder-rename/', { data_id: 'f8', name: 'Class 5B' }],
    ]);
  });

  test('moving the owner’s shared folder to the trash asks first, naming it and its owner; confirmed, it is sent', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/shared/' });
    fireEvent.click(await option('Olga’s class'));
    press('To trash');
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'To trash',
      props: {
        text:
          '“Olga’s class” belongs to Olga Petrova. It will disappear for everyone it is shared ' +
          'with and go to the owner’s trash with your name on it. Move it to the trash?',
        confirmLabel: 'To trash',
        danger: true,
      },
    });
    // Nothing is sent before the teacher confirms.
    expect(formCalls(api.calls)).toEqual([]);
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(formCalls(api.calls)).toEqual([['/api/storage-folder-remove/', { data_id: 'f8' }]]);
  });

  test('another account’s file opens by the address its list gave (storage-view is for one’s own)', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/shared/' });
    fireEvent.doubleClick(await option('Olga’s diploma'));
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      viewOnly.file,
    );
    expect(api.paths().some((path) => path.startsWith('/api/storage-view/'))).toBe(false);
  });

  test('a folder shared to view: whose it is, no edit controls at all, dropped files refused', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/folder/f9/' });
    fireEvent.click(await option('Inside'));
    expect(screen.getByTestId('shared-folder-note').textContent).toBe(
      'The folder of Olga Petrova (olga@school.example). View only.',
    );
    for (const absent of EDIT_CONTROLS) expect(buttonNames()).not.toContain(absent);
    const zone = screen.getByTestId('storage-drop-zone');
    fireEvent.dragEnter(zone, files(pdf));
    expect(screen.queryByTestId('storage-drop-zone-overlay')).toBeNull();
    fireEvent.drop(zone, files(pdf));
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Files can be uploaded into your own folders or into a folder shared with you to edit',
    ]);
    expect(api.paths()).not.toContain('/api/storage-upload/');
  });

  test('a folder shared to edit: new folder, upload, rename, move and to trash; no share', async () => {
    api = server();
    renderArea(<StorageScreen />, { at: '/app/storage/folder/f8/' });
    fireEvent.click(await option('Inside'));
    expect(screen.getByTestId('shared-folder-note').textContent).toContain('You may edit.');
    const names = buttonNames();
    expect(names).toEqual(
      expect.arrayContaining(['Upload', 'New folder', 'Rename', 'Move', 'To trash']),
    );
    expect(names).not.toContain('Share');

    fireEvent.drop(screen.getByTestId('storage-drop-zone'), files(pdf));
    await waitFor(() => expect(api.paths()).toContain('/api/storage-upload/'));
    const upload = api.calls.find((call) => call.path === '/api/storage-upload/')!;
    expect((upload.body as FormData).get('folder')).toBe('f8');
  });

  test('moving inside a shared folder: "the top" is that folder, never one’s own root', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/folder/f8/' });
    fireEvent.click(await option('Inside'));
    press('Move');
    renderModal(shellApi.calls.modals[0]);
    const dialog = await screen.findByTestId('move-dialog');
    expect(dialog.querySelector('nav')?.textContent).toBe('Olga’s class');
    await waitFor(() => expect(dialog.textContent).toContain('Inner'));
  });
});
