import { preloadScreenFiles } from './screen-preload';

// Shaped as an area build writes it (webpack-config first-screen-files.js).
const READY_SCREEN = {
  entry: ['remoteEntry.js', '__federation_expose_app.15.js'],
  always: ['2846.ef.js'],
  pages: { ready: ['page-ready.6f.js'] },
  locales: { always: { en: ['77.9b.js'] } },
};

const fetchMock = jest.fn();

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status === 200, status, json: async () => body });
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.getAttribute('href'),
  ]);

describe("a switch to an area preloads its screen's files at once", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("reads first-screen.json beside the area's manifest and preloads each file of the page", async () => {
    fetchMock.mockReturnValue(answer(READY_SCREEN));
    await preloadScreenFiles('http://localhost/mf/ready/mf-manifest.json', 'ready', 'en');
    expect(String(fetchMock.mock.calls[0][0])).toBe('http://localhost/mf/ready/first-screen.json');
    expect(preloaded()).toEqual([
      ['script', 'http://localhost/mf/ready/remoteEntry.js'],
      ['script', 'http://localhost/mf/ready/__federation_expose_app.15.js'],
      ['script', 'http://localhost/mf/ready/2846.ef.js'],
      ['script', 'http://localhost/mf/ready/page-ready.6f.js'],
      ['script', 'http://localhost/mf/ready/77.9b.js'],
    ]);
  });

  it('asks once per page and language, and adds nothing already in the page', async () => {
    fetchMock.mockReturnValue(answer(READY_SCREEN));
    const script = document.createElement('script');
    script.src = 'http://localhost/mf/ready/remoteEntry.js';
    document.head.appendChild(script);
    await preloadScreenFiles('/mf/ready/mf-manifest.json', 'ready', 'de');
    await preloadScreenFiles('/mf/ready/mf-manifest.json', 'ready', 'de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloaded().map(([, href]) => href)).toEqual([
      'http://localhost/mf/ready/__federation_expose_app.15.js',
      'http://localhost/mf/ready/2846.ef.js',
      'http://localhost/mf/ready/page-ready.6f.js',
    ]);
  });

  it('an area published elsewhere preloads from its own site', async () => {
    fetchMock.mockReturnValue(answer(READY_SCREEN));
    await preloadScreenFiles('https://cdn.example/ready/v2/mf-manifest.json', 'ready', 'kz');
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'https://cdn.example/ready/v2/first-screen.json',
    );
    expect(preloaded()[0]).toEqual(['script', 'https://cdn.example/ready/v2/remoteEntry.js']);
  });

  it('a missing or broken file preloads nothing and is asked for again next time', async () => {
    fetchMock.mockReturnValueOnce(answer(null, 404));
    await preloadScreenFiles('/mf/storage/mf-manifest.json', 'storage', 'en');
    expect(preloaded()).toEqual([]);
    fetchMock.mockReturnValueOnce(answer({ entry: ['remoteEntry.js'] }));
    await preloadScreenFiles('/mf/storage/mf-manifest.json', 'storage', 'en');
    expect(preloaded()).toEqual([['script', 'http://localhost/mf/storage/remoteEntry.js']]);
  });
});
