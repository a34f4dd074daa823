// Preload links for the chunks a page needs before it can start (ISSUE 14, first load).
//
// With asyncStartup, main.js first loads the shared modules it consumes (react-dom, the store,
// i18next, ...; each its own chunk) and only then runs. Without hints the browser learns of those
// chunks only after main.js has downloaded and run: one more round of waiting in every cold load.
// This plugin lists them in the HTML page, so they download beside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartupPreloadPlugin';

/**
 * Files of the chunks behind the entry chunks' shared-module consumes, and behind the consumes of
 * those chunks in turn (the store's chunk consumes Redux Toolkit, which consumes immer...).
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  const pending = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.chunks);
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) pending.push(...group.chunks);
      }
    }
  }
  // The entry chunks themselves are in the page already.
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) files.delete(file);
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
