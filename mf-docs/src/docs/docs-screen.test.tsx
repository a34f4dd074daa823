import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { grantedAccess, installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { api as storeApi } from '@gramota/store';
import { doc, docsAnswer, folder } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import DocsScreen from './docs-screen.component';

const five = ['1', '2', '3', '4', '5'].map((id) => doc(id, `Diploma ${id}`));

function server(extra: Handler = () => undefined) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/docs-get/k1/') {
      if (call.query.get('view') === 'recent')
        return [200, docsAnswer([], five, { total_docs: 5 })];
      if (call.query.get('trash') === 'true')
        return [200, docsAnswer([], [doc('9', 'Old letter')])];
      return [
        200,
        docsAnswer([folder('f1', 'Class 5A')], [doc('1', 'Diploma 1')], { total_docs: 5 }),
      ];
    }
    return undefined;
  });
}

describe('My documents', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists folders and documents, with the four most recent up front when there are more than four', async () => {
    api = server();
    renderArea(<DocsScreen />);
    expect(await screen.findByRole('option', { name: 'Class 5A' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Diploma 1' })).toBeTruthy();
    const quick = await screen.findByTestId('quick-access');
    expect(quick.querySelectorAll('button[data-doc-id]')).toHaveLength(4);
    expect(api.calls.some((call) => call.query.get('folder') === 'root')).toBe(true);
  });

  test('a button pressed with nothing selected says "Select a document or folder"', async () => {
    api = server();
    const { shellApi } = renderArea(<DocsScreen />);
    await screen.findByRole('option', { name: 'Class 5A' });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Select a document or folder',
    ]);
  });

  test('opening a document goes to the editor; opening a folder stays in the area', async () => {
    api = server();
    const { shellApi } = renderArea(<DocsScreen />);
    fireEvent.doubleClick(await screen.findByRole('option', { name: 'Diploma 1' }));
    expect(shellApi.calls.navigate).toEqual(['/app/redactor/1/']);
    act(() => {
      fireEvent.doubleClick(screen.getByRole('option', { name: 'Class 5A' }));
    });
    expect(window.location.pathname).toBe('/app/docs/folder/f1/');
  });

  test('in the trash, opening says "Recover document or folder before opening!"', async () => {
    api = server();
    const { shellApi } = renderArea(<DocsScreen />, { at: '/app/docs/trash/' });
    fireEvent.doubleClick(await screen.findByRole('option', { name: 'Old letter' }));
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Recover document or folder before opening!',
    ]);
    expect(shellApi.calls.navigate).toEqual([]);
  });

  test('the embedded picker has no creation, trash or menus and does not open the editor', async () => {
    api = server();
    const { shellApi } = renderArea(<DocsScreen />, { at: '/app/docs/?embed=true', embed: true });
    const diploma = await screen.findByRole('option', { name: 'Diploma 1' });
    const toolbar = screen.getByRole('group', { name: 'File actions' });
    expect(Array.from(toolbar.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Choose',
    ]);
    expect(document.querySelector('a[data-view="trash"]')).toBeNull();
    fireEvent.contextMenu(diploma);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.doubleClick(diploma);
    expect(shellApi.calls.navigate).toEqual([]);
  });

  test('"create files" on a folder and a document asks the server and says "Please, select only documents!"', async () => {
    api = server((call) =>
      call.path === '/api/docs-creater-check/'
        ? [200, { result: 'false', alert: 'need-only-docs' }]
        : undefined,
    );
    const { shellApi } = renderArea(<DocsScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Class 5A' }));
    fireEvent.click(screen.getByRole('option', { name: 'Diploma 1' }), { ctrlKey: true });
    // Without layout (jsdom) the toolbar keeps every button in the row.
    fireEvent.click(screen.getByRole('button', { name: 'Create files' }));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'Error',
      props: { text: 'Please, select only documents!' },
    });
    const check = api.calls.find((call) => call.path === '/api/docs-creater-check/');
    expect(check?.body).toEqual({ data_id: 'folder:f1,doc:1' });
  });

  test('a granted access without docs_full asks for no list and goes to its own landing page', async () => {
    api = server(grantedAccess('pay_full,drive_view'));
    const { shellApi } = renderArea(<DocsScreen />);
    await act(async () => {
      await shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1'));
    });
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/']));
    expect(api.calls.some((call) => call.path.startsWith('/api/docs-get/'))).toBe(false);
  });
});
