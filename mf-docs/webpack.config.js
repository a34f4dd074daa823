const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'docs',
  title: 'My documents and the template gallery',
  devPort: 9001,
});
