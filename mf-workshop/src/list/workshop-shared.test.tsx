import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { WorkshopSharedLinkAnswer } from '@gramota/contracts';
import { workshopAnswer, workshopFolder, workshopTemplate } from './test-support/answers';
import { renderArea, renderModal } from './test-support/render-area';
import WorkshopListScreen from './index';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const olga = { name: 'Olga Petrova', email: 'olga@school.example' };
const viewOnly = workshopTemplate('21', 'Olga’s diploma', { shared_by: olga, permission: 'view' });
const editable = workshopTemplate('22', 'Olga’s letter', { shared_by: olga, permission: 'edit' });
const sharedFolder = workshopFolder('f9', 'Olga’s folder', { shared_by: olga, permission: 'view' });

const linkPage: WorkshopSharedLinkAnswer = {
  result: 'success',
  kind: 'template',
  name: 'Olga’s diploma',
  shared_by: olga,
  permission: 'view',
  documents: { '21': viewOnly },
};

/** A signed-in teacher (or a visitor) someone shared templates with. */
function server(extra: Handler = () => undefined, login = true) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/workshop-get/k1/') {
      if (call.query.get('view') === 'shared')
        return [200, workshopAnswer([viewOnly, editable], [sharedFolder], { total_templates: 0 })];
      if (call.query.get('folder') === 'f9')
        return [
          200,
          workshopAnswer(
            [workshopTemplate('23', 'Inside', { shared_by: olga, permission: 'view' })],
            [],
            {
              path: [{ id: 'f9', name: 'Olga’s folder' }],
              shared_folder: { shared_by: olga, permission: 'view' },
            },
          ),
        ];
      return [200, workshopAnswer([])];
    }
    if (call.path === `/api/workshop-shared/${CODE}/`) return [200, linkPage];
    if (call.path === '/api/create-doc/') return [200, { result: 'success', doc: '77' }];
    return undefined;
  });
}

const option = (name: string) => screen.findByRole('option', { name });
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);
const toasts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);

describe('Shared with me', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('a tab next to recent and trash lists what others shared, read-only', async () => {
    api = server();
    renderArea(<WorkshopListScreen />, { at: '/app/workshop/shared/' });
    expect(await option('Olga’s diploma')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Olga’s folder' })).toBeTruthy();
    const views = screen.getByRole('navigation', { name: 'Workshop views' });
    expect([...views.querySelectorAll('a')].map((tab) => tab.textContent)).toEqual([
      'My templates',
      'Recent',
      'By type',
      'Shared with me',
      'Trash',
    ]);
    expect(views.querySelector('[aria-current="page"]')?.textContent).toBe('Shared with me');
    const list = api.calls.find((call) => call.path === '/api/workshop-get/k1/');
    expect(list?.query.get('view')).toBe('shared');
    // Only what a reader does: no creating, uploading, sharing, renaming or removing here.
    const names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Create a document', 'Open', 'Edit']));
    for (const absent of ['Create a template', 'Upload a template', 'Share', 'Rename', 'To trash'])
      expect(names).not.toContain(absent);
    // Templates others own get no thumbnails made from this list.
    expect(api.calls.some((call) => call.path.startsWith('/api/workshop-template-create'))).toBe(
      false,
    );
  });

  test('a selected template says whose it is; view-only: documents yes, Edit no', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />, { at: '/app/workshop/shared/' });
    fireEvent.click(await option('Olga’s diploma'));
    expect(screen.getByTestId('shared-note').textContent).toBe(
      'Shared by Olga Petrova (olga@school.example). View only.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(toasts(shellApi)).toEqual([
      'You can only view this template: its owner did not let you edit it',
    ]);
    expect(window.location.pathname).toBe('/app/workshop/shared/');

    fireEvent.click(screen.getByRole('button', { name: 'Create a document' }));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/77/']));
    const create = api.calls.find((call) => call.path === '/api/create-doc/');
    expect(create?.query.get('template_id')).toBe('ws:21:0');

    // Opened: the preview names the owner and has no Edit.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(shellApi.calls.modals).toHaveLength(1);
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getByTestId('shared-by').textContent).toBe(
      'Shared by Olga Petrova (olga@school.example).',
    );
    const preview = screen.getByTestId('template-preview');
    expect([...preview.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Close',
      'Create a document',
    ]);
  });

  test("with permission 'edit' the template opens in the canvas editor", async () => {
    api = server();
    renderArea(<WorkshopListScreen />, { at: '/app/workshop/shared/' });
    fireEvent.click(await option('Olga’s letter'));
    expect(screen.getByTestId('shared-note').textContent).toContain('You may edit.');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/workshop/redactor/22/'));
  });

  test('a folder of another account opens read-only, saying whose it is', async () => {
    api = server();
    renderArea(<WorkshopListScreen />, { at: '/app/workshop/folder/f9/' });
    expect(await option('Inside')).toBeTruthy();
    expect(screen.getByTestId('shared-folder-note').textContent).toBe(
      'The folder of Olga Petrova (olga@school.example). View only.',
    );
    const names = buttonNames();
    for (const absent of ['New folder', 'Create a template', 'Move', 'To trash'])
      expect(names).not.toContain(absent);
  });

  test('nothing shared yet: says so', async () => {
    api = server((call) =>
      call.path === '/api/workshop-get/k1/' ? [200, workshopAnswer([])] : undefined,
    );
    renderArea(<WorkshopListScreen />, { at: '/app/workshop/shared/' });
    expect(await screen.findByText('Nothing has been shared with you yet')).toBeTruthy();
  });
});

describe('the page of a share link', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('shows what the link opens, whose it is, and makes a document from it', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />, {
      at: `/app/workshop/shared/${CODE}/`,
    });
    const page = await screen.findByTestId('shared-link-page');
    expect(page.querySelector('h1')?.textContent).toBe('Olga’s diploma');
    expect(page.textContent).toContain('Shared by Olga Petrova (olga@school.example).');
    expect(screen.getAllByTestId('shared-template')).toHaveLength(1);
    // A view link: no Edit.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a document' }));
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/77/']));
    expect(
      api.calls.find((call) => call.path === '/api/create-doc/')?.query.get('template_id'),
    ).toBe('ws:21:0');
    // Not a list page: workshop-get is not asked.
    expect(api.calls.some((call) => call.path === '/api/workshop-get/k1/')).toBe(false);
  });

  test('a visitor is asked to sign in, and comes back to the link', async () => {
    api = server(undefined, false);
    const { shellApi } = renderArea(<WorkshopListScreen />, {
      at: `/app/workshop/shared/${CODE}/`,
    });
    expect(await screen.findByText('Sign in to open the shared template')).toBeTruthy();
    await waitFor(() => expect(shellApi.calls.requireLogin).toEqual([{ reason: 'template' }]));
    expect(api.calls.some((call) => call.path === `/api/workshop-shared/${CODE}/`)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(shellApi.calls.requireLogin).toHaveLength(2);
  });

  test('a link that no longer works says so', async () => {
    api = server((call) =>
      call.path === `/api/workshop-shared/${CODE}/`
        ? [404, { result: 'error', error_code: 'not_found', error_text: 'Not found', name: 'code' }]
        : undefined,
    );
    renderArea(<WorkshopListScreen />, { at: `/app/workshop/shared/${CODE}/` });
    expect(
      await screen.findByText('This link does not work: its owner changed or removed it'),
    ).toBeTruthy();
  });
});
