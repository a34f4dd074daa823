/**
 * Every area injects its endpoints into the one `api` (ARCHITECTURE §3). RTK Query keeps the first
 * definition of a name and ignores a later one, so two areas using the same name would call each
 * other's endpoint depending on which area loaded first. This reads every injected endpoint name
 * in the repository and wants each exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'artifacts']);
const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

test('no two areas define an endpoint of the same name in the shared api', () => {
  const places = new Map<string, string[]>();
  const roots = fs
    .readdirSync(ROOT)
    .filter((name) => name === 'shell' || name === 'packages' || name.startsWith('mf-'));
  for (const root of roots) {
    for (const file of sourceFiles(path.join(ROOT, root))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('injectEndpoints') && !text.includes('createApi')) continue;
      for (const [, name] of text.matchAll(ENDPOINT)) {
        places.set(name!, [...(places.get(name!) ?? []), path.relative(ROOT, file)]);
      }
    }
  }
  expect(places.size).toBeGreaterThan(20);
  const twice = [...places].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([]);
});
