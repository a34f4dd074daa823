// The one build preset for the shell and the seven areas (ARCHITECTURE §1, CONVENTIONS "one shared
// build preset"). Each app's webpack.config.js is a few lines over `createFederatedConfig`, so the
// shared singletons, loaders and CSS scoping cannot drift between areas.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const Minimizer = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { sharedSingletons } = require('./shared-singletons');
const { FederationRuntimeScriptPlugin } = require('./federation-runtime-script');
const { StartupPreloadPlugin } = require('./startup-preload');
const { FirstScreenFilesPlugin } = require('./first-screen-files');
const { facadeAliases } = require('./shared-facades');

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.federationName  Module Federation container name ('shell', 'docs', ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remotes: what the container exposes
 * @param {string} options.entry           the standalone / host entry module
 * @param {string} options.publicPath      where the backend serves this build ('/shell/', 'auto')
 * @param {string} options.title           page title of the standalone page
 * @param {number} options.devPort         port of `npm run dev`
 * @param {string[]} [options.startupStrings]  host: the namespaces asked for before the first render
 */
function createFederatedConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
  const cssScope = options.federationName;

  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: options.entry },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `gramota_${cssScope}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: facadeAliases(options.dir),
    },
    module: {
      // An import of a name the module lacks (a facade's, say) fails the build, not the page.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // Every class is scoped: CSS Modules with the area name in the class (CONVENTIONS).
          test: /\.module\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  localIdentName: production
                    ? `${cssScope}_[hash:base64:6]`
                    : `${cssScope}__[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        {
          // Plain CSS: design tokens and third-party sheets, which the area nests under its root.
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: ['style-loader', 'css-loader'],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new Minimizer({ minify: Minimizer.swcMinify, extractComments: false })],
      ...(options.kind === 'host' ? { splitChunks: { cacheGroups: startupSharedGroup() } } : {}),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federationName,
        ...(options.kind === 'remote'
          ? { filename: 'remoteEntry.js', exposes: options.exposes }
          : { remotes: {} }),
        shared: sharedSingletons(pkg, options.dir),
        // Type generation tries to download remote types during the build (STACK-NOTES).
        dts: false,
        manifest: options.kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        // No `eager` shared modules and no bootstrap-file dance (CONVENTIONS).
        // The runtime core comes from the page's mf-runtime script (federation-runtime-script.js).
        experiments: { asyncStartup: true, externalRuntime: true },
      }),
      new FederationRuntimeScriptPlugin(),
      new StartupPreloadPlugin(),
      new FirstScreenFilesPlugin(
        options.kind === 'remote'
          ? { expose: '__federation_expose_app' }
          : { startupStrings: options.startupStrings },
      ),
      new HtmlWebpackPlugin({
        template: options.htmlTemplate ?? path.join(__dirname, 'page.html'),
        title: options.title,
        chunks: ['main'],
        publicPath: options.publicPath === 'auto' ? './' : options.publicPath,
      }),
      // Pre-compressed copies: the backend (koa-send) serves .br/.gz when the browser accepts
      // them, so nothing is compressed per request.
      ...(production ? precompressed() : []),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/app/remotes.json', '/data'], target: 'http://localhost:3000' }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host's shared singletons in one file (ISSUE 34). Each shared module is otherwise its own
 * async chunk carrying its own copy of what it imports (reselect three times, the contracts
 * twice), and the page waits for 16 of them before main.js runs: 16 requests where six go at once
 * over HTTP/1.1. All of them are needed for the first screen anyway. Only unnamed chunks (the
 * shared modules' own) are merged; named lazy chunks and language files stay apart.
 */
function startupSharedGroup() {
  return {
    startupShared: {
      name: 'startup-shared',
      chunks: (chunk) => !chunk.name,
      test: (module) => {
        const file = module.nameForCondition && module.nameForCondition();
        if (!file || /[\\/]locales[\\/]/.test(file)) return false;
        return /[\\/](node_modules|packages)[\\/]/.test(file);
      },
      enforce: true,
      priority: 10,
    },
  };
}

function precompressed() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
    }),
  ];
}

/**
 * An area: a Module Federation remote exposing its single-spa lifecycles (`src/mf-{name}.tsx`) as
 * `./app`, plus a standalone page (`src/standalone.tsx`). Served from wherever it is published.
 */
function createAreaConfig({ dir, name, title, devPort }) {
  return (_env, argv) =>
    createFederatedConfig(
      {
        dir,
        federationName: name,
        kind: 'remote',
        exposes: { './app': `./src/mf-${name}.tsx` },
        entry: './src/standalone.tsx',
        publicPath: 'auto',
        title,
        devPort,
      },
      argv,
    );
}

module.exports = { createFederatedConfig, createAreaConfig, sharedSingletons };
