const path = require('node:path');
const CopyAssets = require('./webpack.copy-assets');
const { createFederatedConfig } = require('@gramota/webpack-config');

/**
 * The service worker (shell/src/pwa/sw): its own small build, a plain script with Workbox inside,
 * written next to the shell's files as /shell/sw.js. It is not a federated module: it runs in the
 * worker, before and apart from any page.
 */
function serviceWorkerConfig(production) {
  return {
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: __dirname,
    entry: { sw: './src/pwa/sw/service-worker.ts' },
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Builds the service worker after each shell build (whose output.clean would remove sw.js). */
class ServiceWorkerBuild {
  constructor(production) {
    this.production = production;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerBuild', async (compilation) => {
      const child = compiler.webpack(serviceWorkerConfig(this.production));
      const stats = await new Promise((resolve, reject) =>
        child.run((error, result) => (error ? reject(error) : resolve(result))),
      );
      await new Promise((resolve) => child.close(resolve));
      if (stats.hasErrors()) compilation.errors.push(...stats.compilation.errors);
    });
  }
}

// The shell is the Module Federation host. It declares no remotes: it reads them at run time from
// /app/remotes.json, so rebuilding an area never requires rebuilding the shell.
module.exports = (_env, argv = {}) => {
  const config = createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'shell',
      kind: 'host',
      entry: './src/shell.tsx',
      publicPath: '/shell/',
      title: 'Грамота',
      htmlTemplate: path.join(__dirname, 'src/index.html'),
      devPort: 9000,
      // Asked for before the first render (shell-api initI18n, registerChromeStrings, the PWA
      // prompt): the backend hints them in a page's answer for its language (first-screen.json).
      startupStrings: ['common', 'kit', 'shell', 'pwa'],
    },
    argv,
  );
  config.plugins.push(new CopyAssets(path.join(__dirname, 'public')));
  config.plugins.push(new ServiceWorkerBuild(argv.mode !== 'development'));
  return config;
};
