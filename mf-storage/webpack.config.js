const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'storage',
      kind: 'remote',
      exposes: { './app': './src/mf-storage.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'Storage, drive and sharing',
      devPort: 9003,
    },
    argv,
  );
