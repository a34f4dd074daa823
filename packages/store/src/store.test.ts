/** @jest-environment node */
// Node's fetch, Request and Response; the store's base URL is http://localhost here.
import { api } from './api';
import { saveSettings } from './settings.slice';
import { createAppStore } from './store';

type FetchHandler = (request: Request) => Response | Promise<Response>;

function stubFetch(handler: FetchHandler) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the app store', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the anti-CSRF header on every call and fills the profile from login-check', async () => {
    const requests = stubFetch(() => json({ result: 'success', login: false, user_key: 'k1' }));
    const store = createAppStore();
    await store.dispatch(api.endpoints.loginCheck.initiate());
    expect(requests[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(store.getState().profile.userKey).toBe('k1');
    expect(store.getState().appMode.online).toBe(true);
  });

  it('changes settings optimistically and keeps them when the server agrees', async () => {
    const requests = stubFetch(() => json({ result: 'success' }));
    const store = createAppStore();
    const pending = store.dispatch(saveSettings({ docs_view: 'list' }));
    expect(store.getState().settings.docs_view).toBe('list');
    await expect(pending).resolves.toBe(true);
    expect(store.getState().settings.docs_view).toBe('list');
    const body = (await requests[0]!.json()) as { settings: string };
    expect(JSON.parse(body.settings)).toEqual({ docs_view: 'list' });
  });

  it('puts the old settings back when the server refuses', async () => {
    stubFetch(() => json({ result: 'error', error_text: 'Unknown setting' }, 400));
    const store = createAppStore();
    await expect(store.dispatch(saveSettings({ docs_view: 'list' }))).resolves.toBe(false);
    expect(store.getState().settings.docs_view).toBeUndefined();
  });

  it('marks the app offline when the network fails and online again on an answer', async () => {
    let fail = true;
    stubFetch(() => {
      if (fail) throw new TypeError('network down');
      return json({ result: 'success', ver_st: '1' });
    });
    const store = createAppStore();
    await store.dispatch(api.endpoints.pwaInt.initiate());
    expect(store.getState().appMode.online).toBe(false);
    fail = false;
    await store.dispatch(api.endpoints.pwaInt.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().appMode.online).toBe(true);
  });
});
