const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'redactor',
  title: 'Document editor',
  devPort: 9004,
});
