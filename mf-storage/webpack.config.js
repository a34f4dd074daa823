const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'storage',
  title: 'Storage, drive and sharing',
  devPort: 9003,
});
