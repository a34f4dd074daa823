import {
  isBuildEntry,
  isLoginCheck,
  isHashedBuildFile,
  isOfflineRead,
  isShellNavigation,
  offlineReadKey,
  pageScripts,
  sameSession,
} from './sw-routes';

const at = (path: string) => new URL(path, 'https://gramota.test');

describe('service worker routes', () => {
  it('every /app/ page navigation is the shell page', () => {
    expect(isShellNavigation(at('/app/docs/'), 'navigate')).toBe(true);
    expect(isShellNavigation(at('/app/docs/folder/12/'), 'navigate')).toBe(true);
    expect(isShellNavigation(at('/app/docs/'), 'cors')).toBe(false);
    expect(isShellNavigation(at('/api/docs-get/u1/'), 'navigate')).toBe(false);
  });

  it('hashed files of the shell and the areas are kept as they are', () => {
    expect(isHashedBuildFile(at('/shell/main.0c1d2e3f.js'))).toBe(true);
    expect(isHashedBuildFile(at('/mf/docs/__federation_expose_app.1a2b3c4d.js'))).toBe(true);
    expect(isHashedBuildFile(at('/mf/docs/remoteEntry.js'))).toBe(false);
    expect(isHashedBuildFile(at('/data/public/x.0c1d2e3f.js'))).toBe(false);
  });

  it('entries whose names stay across deploys go to the network first', () => {
    expect(isBuildEntry(at('/app/remotes.json'))).toBe(true);
    expect(isBuildEntry(at('/mf/docs/remoteEntry.js'))).toBe(true);
    expect(isBuildEntry(at('/mf/docs/mf-manifest.json'))).toBe(true);
    expect(isBuildEntry(at('/shell/manifest.webmanifest'))).toBe(true);
    expect(isBuildEntry(at('/shell/main.0c1d2e3f.js'))).toBe(false);
    // The worker never caches itself.
    expect(isBuildEntry(at('/shell/sw.js'))).toBe(false);
    expect(isBuildEntry(at('/api/docs-get/u1/'))).toBe(false);
  });

  it('only the reads My documents needs offline are copied, never other calls', () => {
    expect(isOfflineRead(at('/api/login-check/'))).toBe(true);
    expect(isOfflineRead(at('/api/profile-get/u1/'))).toBe(true);
    expect(isOfflineRead(at('/api/docs-get/u1/?folder=root'))).toBe(true);
    expect(isOfflineRead(at('/api/docs-folder-new/'))).toBe(false);
    expect(isOfflineRead(at('/api/ready-get/u1/'))).toBe(false);
    expect(isOfflineRead(at('/api/alerts-get/'))).toBe(false);
  });

  it('the offline copy of a list is found whether or not nocache was asked', () => {
    expect(offlineReadKey('https://gramota.test/api/docs-get/u1/?folder=root&nocache=1')).toBe(
      'https://gramota.test/api/docs-get/u1/?folder=root',
    );
    expect(offlineReadKey('https://gramota.test/api/docs-get/u1/')).toBe(
      'https://gramota.test/api/docs-get/u1/',
    );
  });

  it('keeps the copied answers only while login-check names the same session', () => {
    expect(isLoginCheck(at('/api/login-check/'))).toBe(true);
    expect(isLoginCheck(at('/api/docs-get/u1/'))).toBe(false);
    const olga = { result: 'success', login: true, user_key: 'k-olga', is_access: 'false' };
    expect(sameSession(olga, { ...olga })).toBe(true);
    // Logged out (a new visitor), another teacher, or switched into a granted account.
    expect(sameSession(olga, { ...olga, login: false, user_key: 'k-visitor' })).toBe(false);
    expect(sameSession(olga, { ...olga, user_key: 'k-maria' })).toBe(false);
    expect(sameSession(olga, { ...olga, user_key: 'k-school', is_access: 'true' })).toBe(false);
    // Nothing cached yet, or an answer without a key: never "the same".
    expect(sameSession(undefined, olga)).toBe(false);
    expect(sameSession({ result: 'error' }, { result: 'error' })).toBe(false);
  });
});

describe('pageScripts', () => {
  it('lists the scripts a cached shell page needs', () => {
    const html =
      '<head><script defer src="/shell/mf-runtime.dd0d0ed6.js"></script>' +
      "<script defer='' src='/shell/main.a60b3144.js'></script>" +
      '<script src="https://cdn.test/x.js"></script></head>';
    expect(pageScripts(html, 'https://gramota.test')).toEqual([
      'https://gramota.test/shell/mf-runtime.dd0d0ed6.js',
      'https://gramota.test/shell/main.a60b3144.js',
    ]);
    expect(pageScripts('<p>no scripts</p>', 'https://gramota.test')).toEqual([]);
  });
});
