const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'workshop',
  title: 'My templates and the template canvas editor',
  devPort: 9006,
});
