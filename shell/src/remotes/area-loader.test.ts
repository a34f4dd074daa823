import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadAreasOnIntent } from './area-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const MANIFEST = {
  docs: '/mf/docs/mf-manifest.json',
  ready: '/mf/ready/mf-manifest.json',
  storage: '/mf/storage/mf-manifest.json',
};

/** A sidebar as the chrome draws it: links with data-page, and one link that is no page. */
function sidebar(): HTMLElement {
  const nav = document.createElement('nav');
  nav.innerHTML = `
    <a href="/app/ready/" data-page="ready"><span>Ready files</span></a>
    <a href="/app/drive/" data-page="drive">Drive</a>
    <a href="/app/profile/" data-page="profile">Profile</a>
    <a href="/help/">Help</a>`;
  document.body.appendChild(nav);
  return nav;
}

describe('areas preloaded on intent', () => {
  let stop: () => void;
  const preload = jest.fn(async () => undefined);
  const fetchMock = jest.fn();

  beforeEach(() => {
    document.body.innerHTML = '';
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({}) });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    loadRemoteMock.mockReset();
    preload.mockClear();
    loadRemoteMock.mockResolvedValue({
      bootstrap: jest.fn(),
      mount: jest.fn(),
      unmount: jest.fn(),
      preload,
    });
    stop = preloadAreasOnIntent(MANIFEST);
  });

  afterEach(() => stop());

  it('pointing at a sidebar link downloads its area once, root component included', async () => {
    const nav = sidebar();
    const label = nav.querySelector('[data-page="ready"] span')!;
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock.mock.calls).toEqual([['ready/app']]);
    expect(preload).toHaveBeenCalledTimes(1);
    // The page's screen files are asked for at once too (screen-preload).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost/mf/ready/first-screen.json',
    ]);
  });

  it('tabbing to a link does the same, for the area that shows its page (drive is storage’s)', async () => {
    const nav = sidebar();
    nav.querySelector<HTMLElement>('[data-page="drive"]')!.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock.mock.calls).toEqual([['storage/app']]);
  });

  it('the shell’s own pages, plain links and other elements download nothing', async () => {
    const nav = sidebar();
    for (const target of [
      nav.querySelector('[data-page="profile"]')!,
      nav.querySelector('a[href="/help/"]')!,
      nav,
      document.body,
    ])
      target.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
