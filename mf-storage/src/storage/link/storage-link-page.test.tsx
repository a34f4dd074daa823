import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { StorageLinkAnswer } from '@gramota/contracts';
import { loginCheck, olga, storageDocument, storageFolder } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import StorageScreen from '../storage-screen.component';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const programme = storageDocument('31', 'Programme of the concert', { shared_by: olga });

const linkAnswer = (aim: string | null): StorageLinkAnswer => ({
  result: 'success',
  kind: 'folder',
  name: 'Concert',
  shared_by: olga,
  permission: 'view',
  folders: aim ? {} : { f10: storageFolder('f10', 'Photos', { parent: 'f9', shared_by: olga }) },
  documents: aim
    ? { '32': storageDocument('32', 'Stage', { shared_by: olga, folder: 'f10' }) }
    : { '31': programme },
  path: aim
    ? [
        { id: 'f9', name: 'Concert' },
        { id: 'f10', name: 'Photos' },
      ]
    : [{ id: 'f9', name: 'Concert' }],
});

/** Anyone with the link: a visitor by default. */
function server(extra: Handler = () => undefined, login = false) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/') return loginCheck(login);
    if (call.path === '/api/storage-open-link/' && call.query.get('data_id') === CODE)
      return [200, linkAnswer(call.query.get('aim'))];
    return undefined;
  });
}

describe('the page a storage link opens', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('a visitor sees the linked folder read-only: whose it is, its folders and files', async () => {
    api = server();
    renderArea(<StorageScreen />, { at: `/app/storage/shared/${CODE}/` });
    const page = await screen.findByTestId('storage-link-page');
    expect(page.querySelector('h2')?.textContent).toBe('Concert');
    // The owner by the name they chose; the address is not shown beside it.
    expect(page.textContent).toContain('Shared by Olga Petrova. View only.');
    expect(page.textContent).not.toContain('@');
    expect(screen.getAllByTestId('storage-link-folder').map((one) => one.textContent)).toEqual([
      'Photos',
    ]);
    const file = screen.getByTestId('storage-link-file');
    expect(file.textContent).toContain('Programme of the concert');
    const open = screen.getByRole('link', { name: 'Open Programme of the concert' });
    expect(open.getAttribute('href')).toBe(programme.file);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: 'Download Programme of the concert' })
        .hasAttribute('download'),
    ).toBe(true);
    // Read-only: no toolbar, no upload, no drop zone, and no list of anyone's storage asked for.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByTestId('storage-drop-zone')).toBeNull();
    expect(api.paths().some((path) => path.startsWith('/api/storage-get/'))).toBe(false);
  });

  test('an owner without a name is named by the masked address the server gives, once', async () => {
    api = server((call) =>
      call.path === '/api/storage-open-link/'
        ? [200, { ...linkAnswer(null), shared_by: { name: '', email: 'o***@school.example' } }]
        : undefined,
    );
    renderArea(<StorageScreen />, { at: `/app/storage/shared/${CODE}/` });
    const page = await screen.findByTestId('storage-link-page');
    expect(page.querySelector('p')?.textContent).toBe('Shared by o***@school.example. View only.');
  });

  test('a folder inside opens by aim, with the way back', async () => {
    api = server();
    const first = renderArea(<StorageScreen />, { at: `/app/storage/shared/${CODE}/` });
    await screen.findByTestId('storage-link-page');
    fireEvent.click(screen.getByRole('link', { name: 'Photos' }));
    expect(window.location.pathname).toBe(`/app/storage/shared/${CODE}/f10/`);
    first.unmount();

    renderArea(<StorageScreen />, { at: window.location.pathname });
    expect(await screen.findByText('Stage')).toBeTruthy();
    const open = api.calls.filter((call) => call.path === '/api/storage-open-link/').at(-1)!;
    expect(open.query.get('aim')).toBe('f10');
    const path = screen.getByRole('navigation', { name: 'Folders of the link' });
    expect(path.textContent).toBe('ConcertPhotos');
    fireEvent.click(screen.getByRole('link', { name: 'Concert' }));
    expect(window.location.pathname).toBe(`/app/storage/shared/${CODE}/`);
  });

  test('a revoked or unknown link says the link does not exist or was turned off', async () => {
    api = server((call) =>
      call.path === '/api/storage-open-link/'
        ? [
            404,
            {
              result: 'error',
              error_code: 'code_not_found',
              error_text: 'The link does not exist or was turned off',
              name: 'data_id',
            },
          ]
        : undefined,
    );
    renderArea(<StorageScreen />, { at: `/app/storage/shared/${CODE}/` });
    const missing = await screen.findByTestId('storage-link-missing');
    expect(missing.textContent).toContain('The link does not exist or was turned off');
    expect(screen.queryByTestId('storage-link-page')).toBeNull();
  });

  test('in Russian too', async () => {
    api = server((call) =>
      call.path === '/api/storage-open-link/'
        ? [404, { result: 'error', error_code: 'code_not_found', error_text: 'x' }]
        : undefined,
    );
    renderArea(<StorageScreen />, { at: `/app/storage/shared/${CODE}/`, language: 'ru' });
    expect((await screen.findByTestId('storage-link-missing')).textContent).toContain(
      'Ссылка не существует или отключена',
    );
  });
});
