// How many copies of React the page downloaded. Module Federation shares React as a singleton,
// so exactly one JS file should carry React's core package however many areas were visited.
'use strict';

/**
 * Markers that occur in React's core package (react/cjs/react.production.min.js, 18.x) and not in
 * react-dom or the JSX runtime (those also contain "react.element", so that alone over-counts).
 * A file counts when it contains every marker of the set. Checked against the production build:
 * exactly one chunk (the shared react chunk) matches.
 */
const reactCoreMarkers = ['.cloneElement=', '.createContext=', '.useState='];

/**
 * @param {Array<string | Buffer>} bodies every JS response body of the session
 * @param {string[]} [markers]
 * @returns {number} how many of the bodies contain React's core package
 */
function countReactCopies(bodies, markers = reactCoreMarkers) {
  let copies = 0;
  for (const body of bodies) {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (markers.every((marker) => text.includes(marker))) copies += 1;
  }
  return copies;
}

/**
 * Collects the body of every JS response a page (or a whole context) receives.
 * Call `bodies()` after the tour; it waits for the pending reads.
 * @param {import('playwright-core').Page | import('playwright-core').BrowserContext} target
 */
function collectScripts(target) {
  /** @type {Array<Promise<{url: string, body: Buffer} | null>>} */
  const pending = [];
  target.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] || '';
    const isScript = type === 'script' || /javascript/.test(contentType);
    if (!isScript || response.status() !== 200) return;
    const url = response.url();
    pending.push(
      response
        .body()
        // The browser may have dropped a large body from its inspector buffer (a long bench run
        // in one browser): the file is a static build file, read again from the server then.
        .catch(() =>
          fetch(url).then(async (again) =>
            again.ok ? Buffer.from(await again.arrayBuffer()) : Promise.reject(again.status),
          ),
        )
        .then(
          (body) => ({ url, body }),
          () => null,
        ),
    );
  });
  return {
    async scripts() {
      const settled = await Promise.all(pending);
      return /** @type {Array<{url: string, body: Buffer}>} */ (settled.filter(Boolean));
    },
  };
}

/**
 * Reads Module Federation's share scope in the page: for each shared package name, the distinct
 * versions that were actually loaded (over every federation instance on the page).
 * @param {import('playwright-core').Page} page
 * @param {string} packageName
 * @returns {Promise<{found: boolean, loadedVersions: string[], registeredVersions: string[], providers: string[]}>}
 */
function readSharedPackage(page, packageName) {
  return page.evaluate((name) => {
    const federation = /** @type {any} */ (window).__FEDERATION__;
    const share = federation && federation.__SHARE__;
    if (!share) return { found: false, loadedVersions: [], registeredVersions: [], providers: [] };
    const loaded = new Set();
    const registered = new Set();
    const providers = new Set();
    for (const instance of Object.values(share)) {
      for (const scope of Object.values(instance || {})) {
        const versions = scope && scope[name];
        if (!versions) continue;
        for (const [version, entry] of Object.entries(versions)) {
          registered.add(version);
          if (entry && (entry.loaded || entry.lib)) {
            loaded.add(version);
            providers.add(entry.from);
          }
        }
      }
    }
    return {
      found: true,
      loadedVersions: [...loaded],
      registeredVersions: [...registered],
      providers: [...providers],
    };
  }, packageName);
}

module.exports = { countReactCopies, reactCoreMarkers, collectScripts, readSharedPackage };
