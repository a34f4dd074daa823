// Loads the backend's TypeScript sources without a build, compiled by @swc/core the way the jest
// config compiles them (legacy decorators with metadata, CommonJS), with the workspace packages
// mapped to their sources as jest's moduleNameMapper maps them. For benchmarks of modules the
// built backend/dist does not hold yet, and for worker threads started by tests on the sources.
'use strict';

const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
let installed = false;

function installTsRequire() {
  if (installed) return;
  installed = true;
  const swc = require(require.resolve('@swc/core', { paths: [repoRoot] }));
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const match = /^@gramota\/(contracts|doc-style|doc-content|scene)$/.exec(request);
    if (match) request = path.join(repoRoot, 'packages', match[1], 'src', 'index.ts');
    return resolve.call(this, request, ...rest);
  };
  Module._extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      sourceMaps: 'inline',
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}

/** require() of a backend module: backend/dist/{name}.js when built, else backend/src/{name}. */
function backendModule(name) {
  const built = path.join(repoRoot, 'backend', 'dist', name);
  if (fs.existsSync(path.join(built, 'index.js')) || fs.existsSync(`${built}.js`)) {
    return { module: require(built), from: 'backend/dist' };
  }
  installTsRequire();
  return {
    module: require(path.join(repoRoot, 'backend', 'src', name)),
    from: 'backend/src (swc)',
  };
}

module.exports = { backendModule, installTsRequire };
