const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'pay',
  title: 'Payment, invoices and PRO',
  devPort: 9007,
});
