// The docs benchmark drives the backend's own database drivers and Koa: resolve them from the
// backend package (its dependencies), so the bench workspace declares nothing twice.
'use strict';

const path = require('node:path');

const backendDir = path.resolve(__dirname, '..', '..', 'backend');

/** require() as if from backend/: koa, better-sqlite3, pg. */
function backendRequire(name) {
  return require(require.resolve(name, { paths: [backendDir] }));
}

module.exports = { backendRequire };
