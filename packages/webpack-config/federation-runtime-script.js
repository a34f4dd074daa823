// One Module Federation runtime in the page instead of one per build (ISSUE 14, first load).
//
// By default every build embeds its own copy of @module-federation/runtime-core: the shell's
// main.js has one and so has each area's remoteEntry.js (about 18 kB gzip each), so a cold
// /app/docs/ downloaded it twice and every area switch once more. With `externalRuntime` the
// builds leave it out and read the global `_FEDERATION_RUNTIME_CORE` instead. This plugin builds
// that global once per app as a small script of its own (`mf-runtime.[contenthash].js`), emits it
// with the app's assets and puts it first in the app's HTML page, so the shell page and every
// area's standalone page provide it before their main.js runs; an area loaded into the shell
// uses the shell's. (The plugin's own `provideExternalRuntime` embeds a second copy in the host
// instead of moving it: measured +24 kB in the shell, worse than before.)
const path = require('node:path');
const os = require('node:os');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const Minimizer = require('minimizer-webpack-plugin');

const PLUGIN = 'FederationRuntimeScriptPlugin';
/** The global name @module-federation/enhanced's `externalRuntime` reads the runtime from. */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The runtime-core the federation plugin itself uses, so the versions cannot differ. */
function runtimeCoreDir() {
  const enhanced = require.resolve('@module-federation/enhanced');
  // Its package.json is not exported: go up from the main file (dist/index.cjs).
  const core = require.resolve('@module-federation/runtime-core', { paths: [enhanced] });
  return path.dirname(path.dirname(core));
}

/** Builds the provider script with the app's webpack; resolves with its name and bytes. */
function buildProvider(webpack) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-mf-runtime-'));
  const entry = path.join(outDir, 'provide-runtime.js');
  fs.writeFileSync(
    entry,
    `import * as core from ${JSON.stringify(runtimeCoreDir())};\n` +
      `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}] = core;\n`,
  );
  const compiler = webpack({
    mode: 'production',
    context: outDir,
    entry,
    target: ['web', 'es2020'],
    devtool: false,
    output: { path: path.join(outDir, 'dist'), filename: 'mf-runtime.[contenthash:8].js' },
    optimization: {
      minimizer: [new Minimizer({ minify: Minimizer.swcMinify, extractComments: false })],
    },
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) {
        reject(error || new Error(stats.toString('errors-only')));
        return;
      }
      const name = Object.keys(stats.compilation.assets).find((file) => file.endsWith('.js'));
      const source = fs.readFileSync(path.join(outDir, 'dist', name));
      fs.rmSync(outDir, { recursive: true, force: true });
      resolve({ name, source });
    });
  });
}

class FederationRuntimeScriptPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    let provider = null;
    const ensureBuilt = async () => {
      provider = provider || (await buildProvider(webpack));
    };
    compiler.hooks.beforeRun.tapPromise(PLUGIN, ensureBuilt);
    compiler.hooks.watchRun.tapPromise(PLUGIN, ensureBuilt);

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(provider.name, new webpack.sources.RawSource(provider.source), {
            immutable: true,
            javascriptModule: false,
          });
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        // Deferred like main.js and before it: deferred scripts run in document order.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${data.publicPath}${provider.name}`,
          }),
        );
        return data;
      });
    });
  }
}

module.exports = { FederationRuntimeScriptPlugin, RUNTIME_GLOBAL };
