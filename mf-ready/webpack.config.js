const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'ready',
  title: 'Ready files',
  devPort: 9002,
});
