// jest stand-in for CSS imports: class names resolve to their own keys.
module.exports = new Proxy(
  {},
  { get: (_target, key) => (key === '__esModule' ? false : String(key)) },
);
