// What an area's first screen downloads after its exposed module, named at build time so the
// backend can hint it in the page's answer (issue 34, backend static/first-load-hints.ts).
//
// A cold /app/docs/ otherwise learns of the area's root component only when its exposed module
// runs (its webpackPreload), and of the page's screen only when the root component runs: two
// more rounds of waiting after the shell's scripts. This plugin writes `first-screen.json` beside
// the area's mf-manifest.json:
//   { "entry": [remoteEntry.js and the exposed module's own files],
//     "always": [the root component's files: the exposed module's webpackPreload children],
//     "pages": { "<page>": [the files of the chunk group named "page-<page>"] },
//     "locales": { "always": { "<language>": [the language files the root component asks for] },
//                  "pages": { "<page>": { "<language>": [those its screen asks for] } } } }
// An area names a page's screen with `import(/* webpackChunkName: "page-docs" */ ...)`. The shell
// (no exposed module) lists under "always" the scripts its page starts with, and under
// locales.always the namespaces it asks for before its first render (`startupStrings`). Russian
// strings are in the bundles already: never listed.
const { startupFiles } = require('./startup-preload');

const PLUGIN = 'FirstScreenFilesPlugin';
const FILE = 'first-screen.json';
const PAGE_PREFIX = 'page-';
/** The container's file name every area's build gives (index.js, ModuleFederationPlugin). */
const REMOTE_ENTRY = 'remoteEntry.js';

/** A language file's chunk: `locales/{language}/{namespace}.json`. */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/**
 * The language and namespace of a chunk group that holds one language file and nothing else
 * (what `import(\`../locales/${language}/docs.json\`)` makes), else null.
 */
function localeOf(group, chunkGraph) {
  let locale = null;
  for (const chunk of group.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const found = LOCALE_FILE.exec(module.resource ?? '');
      if (!found || locale) return null;
      locale = { language: found[1], namespace: found[2], resource: module.resource };
    }
  return locale;
}

/** The module files of chunk groups' chunks (what a page has once their scripts ran). */
function resourcesOf(groups, chunkGraph) {
  const resources = new Set();
  for (const group of groups)
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.resource) resources.add(module.resource);
  return resources;
}

/**
 * Each language's files of the language-file chunk groups among `groups`, but for a language file
 * the page already holds in `bundled` (Russian, imported by the package: its lazy chunk, which a
 * template import() also makes, is never fetched).
 */
function localesOf(groups, chunkGraph, bundled = new Set()) {
  const locales = {};
  for (const group of groups) {
    const locale = localeOf(group, chunkGraph);
    if (!locale || bundled.has(locale.resource)) continue;
    const files = (locales[locale.language] ??= []);
    for (const file of scriptsOf(group)) if (!files.includes(file)) files.push(file);
  }
  return locales;
}

/** The async children of chunk groups (what their modules import()). */
const childrenOf = (groups) => groups.flatMap((group) => [...group.childrenIterable]);

/** The JavaScript files of a chunk group (its split chunks too). */
function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

class FirstScreenFilesPlugin {
  /**
   * @param {{ expose?: string, startupStrings?: string[] }} options
   *   expose: an area's exposed module's chunk name ('__federation_expose_app');
   *   startupStrings: the shell's namespaces asked for before its first render
   */
  constructor(options) {
    this.expose = options.expose;
    this.startupStrings = new Set(options.startupStrings ?? []);
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the file names carry their content hashes.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const expose = this.expose ? compilation.namedChunkGroups.get(this.expose) : undefined;
          const rootGroups = expose
            ? (expose.getChildrenByOrders(moduleGraph, chunkGraph).preload ?? [])
            : [];
          // An area: its root component. The shell: what its page starts with (the federation
          // runtime, main.js, the shared modules main.js consumes), so the page's answer names
          // them before anything of the area's and they download first.
          const always = new Set(
            this.expose
              ? rootGroups.flatMap(scriptsOf)
              : [
                  ...Object.keys(compilation.assets).filter((file) =>
                    /^mf-runtime\..*\.js$/.test(file),
                  ),
                  ...[...compilation.entrypoints.values()]
                    .flatMap((entry) => entry.chunks.flatMap((chunk) => [...chunk.files]))
                    .filter((file) => file.endsWith('.js')),
                  ...startupFiles(compilation),
                ],
          );
          const pages = {};
          const pageLocales = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_PREFIX)) continue;
            const page = name.slice(PAGE_PREFIX.length);
            pages[page] = scriptsOf(group).filter((file) => !always.has(file));
            pageLocales[page] = localesOf(childrenOf([group]), chunkGraph);
          }
          // The strings the root component asks for, or the exposed module itself when it starts
          // them before the root component (mf-spreadsheet); the shell's are the namespaces it names.
          const areaGroups = [...(expose ? [expose] : []), ...rootGroups];
          const alwaysLocales = this.expose
            ? localesOf(childrenOf(areaGroups), chunkGraph, resourcesOf(areaGroups, chunkGraph))
            : localesOf(
                compilation.chunkGroups.filter((group) =>
                  this.startupStrings.has(localeOf(group, chunkGraph)?.namespace),
                ),
                chunkGraph,
              );
          // An area's container and exposed module: what the shell's Module Federation runtime
          // fetches first, named here so a switch to the area can ask for everything at once.
          const entry = expose
            ? [...(compilation.assets[REMOTE_ENTRY] ? [REMOTE_ENTRY] : []), ...scriptsOf(expose)]
            : undefined;
          const content = JSON.stringify(
            {
              ...(entry ? { entry } : {}),
              always: [...always],
              pages,
              locales: { always: alwaysLocales, pages: pageLocales },
            },
            null,
            2,
          );
          compilation.emitAsset(FILE, new webpack.sources.RawSource(`${content}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreenFilesPlugin, FIRST_SCREEN_FILE: FILE };
