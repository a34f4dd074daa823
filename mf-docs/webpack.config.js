const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'docs',
      kind: 'remote',
      exposes: { './app': './src/mf-docs.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'My documents and the template gallery',
      devPort: 9001,
    },
    argv,
  );
