const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'redactor',
      kind: 'remote',
      exposes: { './app': './src/mf-redactor.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'Document editor',
      devPort: 9004,
    },
    argv,
  );
