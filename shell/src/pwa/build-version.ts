// Webpack replaces this with the compilation hash; the build's version.json (webpack.copy-assets.js)
// holds the same hash's first 12 characters, which `pwa-int` reports as ver_st.
declare const __webpack_hash__: string | undefined;

/** This running build's version, as `pwa-int` spells it; null outside a webpack build (tests). */
export function ownBuildVersion(): string | null {
  return typeof __webpack_hash__ === 'string' ? __webpack_hash__.slice(0, 12) : null;
}
