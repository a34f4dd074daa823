// x-data-spreadsheet's stylesheet is global (`body{margin:0}`, every `form fieldset`...:
// STACK-NOTES). This puts every rule under one class the area gives the grid's container, so the
// sheet can change nothing outside it. postcss is css-loader's own dependency (always installed
// with the build); no other package is needed.
const postcss = require('postcss');

/** The class the grid container carries; the component uses the same name. */
const GRID_SCOPE = 'gr-xsheet';

function scopeSelector(selector, scope) {
  const text = selector.trim();
  // The page itself becomes the container.
  if (/^(html|body|:root)$/i.test(text)) return scope;
  const inner = text.replace(/^(html|body|:root)\s+/i, '');
  return `${scope} ${inner}`;
}

/** The CSS with every selector prefixed by `.scope` (keyframe steps left alone). */
function scopeCss(css, scope = `.${GRID_SCOPE}`) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent && parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return;
    rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
  });
  return root.toString();
}

module.exports = { scopeCss, GRID_SCOPE };
