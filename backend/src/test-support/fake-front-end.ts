import fs from 'node:fs';
import path from 'node:path';

/** A hashed chunk name, as webpack emits them: cached for a year. */
export const HASHED_CHUNK = 'static/js/412.3f9a1c2b.js';
export const SHELL_INDEX_HTML =
  '<!doctype html><title>gramota test shell</title><div id="root"></div>';

/**
 * Writes a tiny stand-in for the built front ends under `staticRoot`, plus a file next to them
 * that must never be reachable (path traversal tests).
 */
export function writeFakeFrontEnd(staticRoot: string): void {
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_INDEX_HTML,
    'shell/dist/version.json': JSON.stringify({ version: 'test-build-42' }),
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'shell/dist/static/js/main.0c1d2e3f.js': 'console.log("shell");',
    'mf-docs/dist/index.html': '<!doctype html><title>docs standalone</title>',
    'mf-docs/dist/remoteEntry.js': 'var docs = {};',
    'mf-docs/dist/mf-manifest.json': JSON.stringify({ id: 'docs' }),
    [`mf-docs/dist/${HASHED_CHUNK}`]: 'console.log("docs chunk");',
    'mf-docs/dist/.secret': 'hidden file',
    'secret.txt': 'outside every served folder',
  };
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(staticRoot, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}
