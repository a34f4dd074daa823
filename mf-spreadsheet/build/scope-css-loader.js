// webpack loader: scopes a third-party stylesheet under the grid's class (see scope-css.js).
const { scopeCss } = require('./scope-css');

module.exports = function scopeCssLoader(source) {
  return scopeCss(String(source));
};
