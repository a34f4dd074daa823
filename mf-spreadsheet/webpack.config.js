const { createAreaConfig } = require('@gramota/webpack-config');

module.exports = createAreaConfig({
  dir: __dirname,
  name: 'spreadsheet',
  title: 'Mass creation from a spreadsheet',
  devPort: 9005,
});
