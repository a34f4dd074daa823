const { createFederatedConfig } = require('@gramota/webpack-config');

module.exports = (_env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      federationName: 'pay',
      kind: 'remote',
      exposes: { './app': './src/mf-pay.tsx' },
      entry: './src/standalone.tsx',
      publicPath: 'auto',
      title: 'Payment, invoices and PRO',
      devPort: 9007,
    },
    argv,
  );
