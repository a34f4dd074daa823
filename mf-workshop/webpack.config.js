const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'workshop',
      kind: 'remote',
      exposes: { './app': './src/mf-workshop.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'My templates and the template canvas editor',
      devPort: 9006,
    },
    argv,
  );
