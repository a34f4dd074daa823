const path = require('node:path');
const CopyAssets = require('./webpack.copy-assets');
const { createFederatedConfig } = require('@gramota/webpack-config');

// The shell is the Module Federation host. It declares no remotes: it reads them at run time from
// /app/remotes.json, so rebuilding an area never requires rebuilding the shell.
module.exports = (_env, argv) => {
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
    },
    argv,
  );
  config.plugins.push(new CopyAssets(path.join(__dirname, 'public')));
  return config;
};
