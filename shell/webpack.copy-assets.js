const fs = require('node:fs');
const path = require('node:path');

/** Copies public/ (favicon) and writes version.json, the build version `pwa-int` reports as ver_st. */
class CopyAssets {
  constructor(from) {
    this.from = from;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyAssets', stage: 0 }, () => {
        const { RawSource } = compiler.webpack.sources;
        for (const file of fs.readdirSync(this.from)) {
          compilation.emitAsset(file, new RawSource(fs.readFileSync(path.join(this.from, file))));
        }
        const version = {
          ver_st: compilation.fullHash ? compilation.fullHash.slice(0, 12) : String(Date.now()),
        };
        compilation.emitAsset('version.json', new RawSource(JSON.stringify(version)));
      });
    });
  }
}
module.exports = CopyAssets;
