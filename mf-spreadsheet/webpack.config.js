const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'spreadsheet',
      kind: 'remote',
      exposes: { './app': './src/mf-spreadsheet.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'Mass creation from a spreadsheet',
      devPort: 9005,
    },
    argv,
  );
