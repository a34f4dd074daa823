// Benchmarks and tests drive the backend's own libraries (database drivers, Koa, sharp): resolve
// them from the backend package (its dependencies), so e2e and bench declare nothing twice.
'use strict';

const path = require('node:path');

const backendDir = path.resolve(__dirname, '..', '..', 'backend');

/** require() as if from backend/: koa, better-sqlite3, pg, sharp. */
function backendRequire(name) {
  return require(require.resolve(name, { paths: [backendDir] }));
}

module.exports = { backendRequire };
