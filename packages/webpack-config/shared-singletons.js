const fs = require('node:fs');
const path = require('node:path');
const { facadeVersions } = require('./shared-facades');

/**
 * One copy of each of these in the page, always (ARCHITECTURE §2). The store package is shared too,
 * so every area injects endpoints into the same RTK Query `api` and uses the shell's store.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'single-spa-react',
  '@gramota/store',
  '@gramota/shell-api',
  '@gramota/ui',
];
// @gramota/contracts is deliberately not shared: it is stateless, and a shared module is bundled
// whole, while a plain import is tree-shaken (zod stays out of builds that only need constants).

/** Version of a workspace package (they are not published, so no semver range in package.json). */
function workspaceVersion(name) {
  const dir = path.join(__dirname, '..', name.replace('@gramota/', ''));
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * Shared config built from the app's own package.json, as OpenMRS's preset does. `appDir` (the
 * app's folder) finds the installed versions of the libraries behind facades (shared-facades.js).
 */
function sharedSingletons(pkg, appDir = process.cwd()) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const facades = facadeVersions(appDir);
  const shared = {};
  for (const name of SINGLETONS) {
    const declared = deps[name];
    const version = name.startsWith('@gramota/') ? workspaceVersion(name) : declared;
    const provided = name.startsWith('@gramota/') ? version : facades[name];
    shared[name] = {
      singleton: true,
      requiredVersion: version ? `^${version.replace(/^[\^~]/, '')}` : false,
      ...(provided ? { version: provided } : {}),
    };
  }
  // react-dom/client and react/jsx-runtime are separate entry points of the same singletons.
  shared['react-dom/client'] = {
    singleton: true,
    requiredVersion: shared['react-dom'].requiredVersion,
  };
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: shared.react.requiredVersion };
  for (const entry of ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react']) {
    shared[entry] = {
      singleton: true,
      requiredVersion: shared['@reduxjs/toolkit'].requiredVersion,
    };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
