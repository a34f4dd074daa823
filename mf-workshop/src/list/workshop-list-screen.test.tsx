import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { workshopAnswer, workshopFolder, workshopTemplate } from './test-support/answers';
import { renderArea, renderModal } from './test-support/render-area';
import WorkshopListScreen from './index';
import { workshopShareCalls } from './workshop-list.api';

const templates = [
  workshopTemplate('1', 'School diploma', { type: 'd' }),
  workshopTemplate('2', 'Sports certificate', { type: 'g', share_type: 'link' }),
  workshopTemplate('3', 'Thanks to parents', { type: 'b' }),
];
const folder = workshopFolder('f1', 'Class 5A');

/** A signed-in teacher on the free plan with three templates and a folder. */
function server(extra: Handler = () => undefined, login = true) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/workshop-get/k1/') {
      if (call.query.get('sq')) return [200, workshopAnswer([])];
      const type = call.query.get('type');
      if (type)
        return [
          200,
          {
            ...workshopAnswer(templates.filter((one) => one.type === type)),
            types: ['d', 'g', 'b'],
          },
        ];
      return [200, workshopAnswer(templates, call.query.get('view') ? [] : [folder])];
    }
    return undefined;
  });
}

const toasts = (shellApi: { calls: { toasts: { text: string }[] } }) =>
  shellApi.calls.toasts.map((toast) => toast.text);
const option = (name: string) => screen.findByRole('option', { name });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('My templates', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('lists the folders and templates of workshop-get with the Free badge', async () => {
    api = server();
    renderArea(<WorkshopListScreen />);
    expect(await option('School diploma')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Class 5A' })).toBeTruthy();
    expect(screen.getByTestId('plan-badge').textContent).toBe('Free');
    const list = api.calls.find((call) => call.path === '/api/workshop-get/k1/');
    expect(list?.query.get('folder')).toBe('root');
  });

  test('the Pro badge when the workshop plan is paid', async () => {
    api = server((call) =>
      call.path === '/api/workshop-get/k1/'
        ? [200, workshopAnswer(templates, [], { profile_is_workshop_pay: '1' })]
        : undefined,
    );
    renderArea(<WorkshopListScreen />);
    await option('School diploma');
    expect(screen.getByTestId('plan-badge').textContent).toBe('Pro');
  });

  test('by type: tabs only for the types present, in the order g,d,c,b,s,p,o; types/ opens the first', async () => {
    api = server();
    renderArea(<WorkshopListScreen />, { at: '/app/workshop/types/' });
    await waitFor(() => expect(window.location.pathname).toBe('/app/workshop/types/g/'));
    const tabs = screen.getByRole('navigation', { name: 'Template types' });
    expect([...tabs.querySelectorAll('a')].map((tab) => tab.textContent)).toEqual([
      'Certificates of merit',
      'Diplomas',
      'Letters of thanks',
    ]);
    expect(await option('Sports certificate')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'School diploma' })).toBeNull();
  });

  test('open needs exactly one selected item, else "Select a document or folder"', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    fireEvent.click(screen.getByRole('option', { name: 'Sports certificate' }), { ctrlKey: true });
    press('Open');
    expect(toasts(shellApi)).toEqual(['Select a document or folder']);
    expect(shellApi.calls.modals).toEqual([]);
  });

  test('create a document: two selected → "Select a template"; one → create-doc, then its editor', async () => {
    api = server((call) =>
      call.path === '/api/create-doc/' ? [200, { result: 'success', doc: '77' }] : undefined,
    );
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    fireEvent.click(screen.getByRole('option', { name: 'Sports certificate' }), { ctrlKey: true });
    press('Create a document');
    expect(toasts(shellApi)).toEqual(['Select a template']);
    expect(api.calls.some((call) => call.path === '/api/create-doc/')).toBe(false);

    fireEvent.click(screen.getByRole('option', { name: 'School diploma' }));
    press('Create a document');
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/77/']));
    const create = api.calls.find((call) => call.path === '/api/create-doc/');
    expect(create?.query.get('template_id')).toBe('ws:1:0');
  });

  test('create a document from a template just left in the editor waits for its picture, then opens the document', async () => {
    let ready = false;
    api = server((call) => {
      if (call.path === '/api/create-doc/')
        return ready
          ? [200, { result: 'success', doc: '78' }]
          : [
              400,
              {
                result: 'error',
                error_code: 'not_ready',
                error_text: 'The template is being prepared: press Ready in the template editor',
                name: 'template_id',
              },
            ];
      if (call.path === '/api/workshop-template-create/1/') return [200, { result: 'success' }];
      if (call.path === '/api/workshop-template-create-status/1/') {
        ready = true;
        return [200, { result: 'success', status: 'ready', thum: '/data/workshop/x_th.webp' }];
      }
      return undefined;
    });
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    press('Create a document');
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/78/']), {
      timeout: 5000,
    });
    expect(toasts(shellApi)).toEqual([]);
    expect(api.calls.filter((call) => call.path === '/api/create-doc/')).toHaveLength(2);
  });

  test('create a document from a draft (its picture being made) waits for it before create-doc', async () => {
    let polls = 0;
    api = server((call) => {
      if (call.path === '/api/workshop-get/k1/' && !call.query.get('view'))
        return [
          200,
          workshopAnswer([workshopTemplate('1', 'School diploma', { state: 'draft' })], []),
        ];
      if (call.path === '/api/create-doc/')
        return polls > 1
          ? [200, { result: 'success', doc: '79' }]
          : [400, { result: 'error', error_code: 'not_ready', error_text: 'not ready' }];
      if (call.path === '/api/workshop-template-create-status/1/') {
        polls += 1;
        return [200, { result: 'success', status: polls > 1 ? 'ready' : 'wait' }];
      }
      return undefined;
    });
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    press('Create a document');
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/redactor/79/']), {
      timeout: 5000,
    });
    expect(toasts(shellApi)).toEqual([]);
    expect(api.calls.filter((call) => call.path === '/api/create-doc/')).toHaveLength(1);
    // Being made already ('wait'): not started again.
    expect(api.calls.some((call) => call.path === '/api/workshop-template-create/1/')).toBe(false);
  });

  test('create a document answered workshop-pay opens the need-pay modal with the plan', async () => {
    api = server((call) =>
      call.path === '/api/create-doc/' ? [200, { result: 'workshop-pay' }] : undefined,
    );
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    press('Create a document');
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(1));
    expect(shellApi.calls.modals[0]!.title).toBe('Workshop payment needed');
    expect(shellApi.calls.navigate).toEqual([]);
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getAllByTestId('plan-badge').at(-1)!.textContent).toBe('Free');
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(shellApi.calls.navigate).toEqual(['/app/invoice/workshop/plan/']);
  });

  test('copy answered 402 workshop-pay opens the need-pay modal', async () => {
    api = server((call) =>
      call.path === '/api/workshop-copy/' ? [402, { result: 'workshop-pay' }] : undefined,
    );
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    press('Copy');
    await waitFor(() => expect(shellApi.calls.modals[0]?.title).toBe('Workshop payment needed'));
    expect(
      api.calls.find((call) => call.path === '/api/workshop-copy/')?.query.get('data_id'),
    ).toBe('1');
  });

  test('share: a selection with different access types gets the "Different access" modal', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    fireEvent.click(screen.getByRole('option', { name: 'Sports certificate' }), { ctrlKey: true });
    press('Share');
    expect(shellApi.calls.modals[0]?.title).toBe('Different access');
    expect(shellApi.calls.modals[0]?.props).toEqual({
      text: 'The objects you selected have different access levels',
    });
    expect(api.calls.some((call) => call.path.includes('share'))).toBe(false);
  });

  test('share: one access type opens the share modal on the typed references', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click(await option('School diploma'));
    fireEvent.click(screen.getByRole('option', { name: 'Class 5A' }), { ctrlKey: true });
    press('Share');
    expect(shellApi.calls.modals[0]?.title).toBe('Access: Class 5A, School diploma');
    expect(shellApi.calls.modals[0]?.props).toEqual({
      area: 'workshop',
      calls: workshopShareCalls,
      dataId: 'folder:f1,wsdoc:1',
      shareType: 'users',
    });
  });

  test('a search under 3 characters does nothing', async () => {
    jest.useFakeTimers();
    try {
      api = server();
      renderArea(<WorkshopListScreen />);
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      fireEvent.change(screen.getByTestId('workshop-search'), { target: { value: 'ab' } });
      fireEvent.submit(screen.getByRole('search'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(window.location.pathname).toBe('/app/workshop/');
      expect(api.calls.some((call) => call.query.has('sq'))).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a search without results says "Nothing found"', async () => {
    api = server();
    const { shellApi } = renderArea(<WorkshopListScreen />, {
      at: '/app/workshop/search/?sq=zzz',
    });
    await waitFor(() => expect(toasts(shellApi)).toEqual(['Nothing found']));
    expect(api.calls.find((call) => call.query.has('sq'))?.query.get('sq')).toBe('zzz');
  });

  test('not signed in: creating a template asks to sign in ("Sign in to create a template")', async () => {
    api = server(undefined, false);
    const { shellApi } = renderArea(<WorkshopListScreen />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Create a template' }))[0]!);
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'template', returnTo: undefined }]);
    expect(shellApi.calls.modals).toEqual([]);
    expect(api.calls.some((call) => call.path.startsWith('/api/workshop-'))).toBe(false);
  });

  test('deleting forever a template still in use opens the remove-error modal', async () => {
    api = server((call) =>
      call.path === '/api/workshop-trash-remove-trash/'
        ? [400, { result: 'error', error_code: 'template_in_use', error_text: 'in use' }]
        : call.path === '/api/workshop-get/k1/' && call.query.get('trash') === 'true'
          ? [200, workshopAnswer([templates[0]!])]
          : undefined,
    );
    const { shellApi } = renderArea(<WorkshopListScreen />, { at: '/app/workshop/trash/' });
    fireEvent.click(await option('School diploma'));
    press('Delete forever');
    renderModal(shellApi.calls.modals[0]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete forever' }).at(-1)!);
    await waitFor(() =>
      expect(shellApi.calls.modals.map((modal) => modal.title)).toContain(
        'The template cannot be deleted',
      ),
    );
  });
});
