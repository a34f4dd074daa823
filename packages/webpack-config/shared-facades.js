// Shared singletons that carry only the names the apps use (ISSUE 14, first load).
//
// Module Federation hands a shared module over as a whole namespace, so a shared library is
// bundled whole: react-i18next came to 10.2 kB gzip in every first load although the apps use
// three of its exports. For such libraries the shared module is a facade that re-exports just
// those names from the library's ES build, and every build resolves the library to that facade.
// webpack then drops the rest. A name an app starts to use and the facade lacks fails the build
// (exportsPresence 'error' in index.js), never the page: add it to the list below.
const fs = require('node:fs');
const path = require('node:path');

const FACADES = {
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  // What packages/store uses, and what RTK Query (@reduxjs/toolkit/query) takes from it.
  '@reduxjs/toolkit': [
    'SHOULD_AUTOBATCH',
    'combineReducers',
    'combineSlices',
    'configureStore',
    'createAction',
    'createAsyncThunk',
    'createNextState',
    'createSelector',
    'createSlice',
    'formatProdErrorMessage',
    'isAction',
    'isAllOf',
    'isAnyOf',
    'isAsyncThunkAction',
    'isFulfilled',
    'isPending',
    'isPlainObject',
    'isRejected',
    'isRejectedWithValue',
    'nanoid',
    'prepareAutoBatched',
  ],
};

const FACADE_DIR = path.join(__dirname, 'node_modules', '.cache', 'shared-facades');

/** The file webpack itself would take for `name` in a browser build (the ES module one). */
function esEntry(name, fromDir) {
  const resolve = require('enhanced-resolve').create.sync({
    conditionNames: ['webpack', 'module', 'import', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js'],
  });
  return resolve(fromDir, name);
}

/**
 * Writes each facade (an absolute import of the real entry, so the alias below cannot point it
 * at itself) and answers webpack's resolve.alias for them: exact matches only ('name$').
 */
function facadeAliases(appDir) {
  fs.mkdirSync(FACADE_DIR, { recursive: true });
  const aliases = {};
  for (const [name, names] of Object.entries(FACADES)) {
    const file = path.join(FACADE_DIR, `${name.replace(/[^a-z0-9]+/gi, '-')}.mjs`);
    const entry = esEntry(name, appDir);
    const source = `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
      fs.writeFileSync(file, source);
    }
    aliases[`${name}$`] = file;
  }
  return aliases;
}

/**
 * The installed version of each library behind a facade. webpack would take a shared module's
 * version from the package.json nearest the resolved file, which for a facade is this package's
 * (0.1.0): every page then logged that the singleton "does not satisfy" ^2.x.
 */
function facadeVersions(appDir) {
  return Object.fromEntries(
    Object.keys(FACADES).map((name) => {
      const manifest = require.resolve(`${name}/package.json`, { paths: [appDir] });
      return [name, JSON.parse(fs.readFileSync(manifest, 'utf8')).version];
    }),
  );
}

module.exports = { FACADES, facadeAliases, facadeVersions };
