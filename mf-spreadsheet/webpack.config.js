const path = require('node:path');
const { createAreaConfig } = require('@gramota/webpack-config');

const area = createAreaConfig({
  dir: __dirname,
  name: 'spreadsheet',
  title: 'Mass creation from a spreadsheet',
  devPort: 9005,
});

// x-data-spreadsheet's global stylesheet goes through a scoping step before css-loader: its
// rules then apply only inside the grid's container (build/scope-css.js).
const SHEET_CSS = /x-data-spreadsheet[\\/]dist[\\/]xspreadsheet\.css$/;

module.exports = (env, argv) => {
  const config = area(env, argv);
  const rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? { ...rule, exclude: [rule.exclude, SHEET_CSS] } : rule,
  );
  rules.push({
    test: SHEET_CSS,
    use: ['style-loader', 'css-loader', path.join(__dirname, 'build', 'scope-css-loader.js')],
  });
  config.module.rules = rules;
  return config;
};
