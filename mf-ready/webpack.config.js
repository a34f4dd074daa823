const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'ready',
      kind: 'remote',
      exposes: { './app': './src/mf-ready.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'Ready files',
      devPort: 9002,
    },
    argv,
  );
