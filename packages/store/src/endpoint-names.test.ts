/**
 * Every area injects its endpoints into the one `api` (ARCHITECTURE §3). RTK Query keeps the first
 * definition of a name and ignores a later one, so two areas using the same name would call each
 * other's endpoint depending on which area loaded first. This reads every injected endpoint name
 * in the repository and wants each exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ShareArea } from '@gramota/contracts';
import { SHARE_CALLS, shareEndpointName } from './share-endpoints';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'artifacts']);
const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;
/** An area's share calls, named by the store's factory: `...shareEndpoints(build, 'storage', …)`. */
const SHARE_ENDPOINTS = /\bshareEndpoints\(\s*build,\s*'(\w+)'/g;

function endpointNames(text: string): string[] {
  const shared = [...text.matchAll(SHARE_ENDPOINTS)].flatMap(([, area]) =>
    SHARE_CALLS.map((call) => shareEndpointName(area as ShareArea, call)),
  );
  return [...[...text.matchAll(ENDPOINT)].map(([, name]) => name!), ...shared];
}

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
      for (const name of endpointNames(text)) {
        places.set(name, [...(places.get(name) ?? []), path.relative(ROOT, file)]);
      }
    }
  }
  expect(places.size).toBeGreaterThan(20);
  // The factory's names are counted too (both areas that share inject theirs through it).
  expect(places.get('storageShareGetUsers')).toEqual(['mf-storage/src/storage/storage.api.ts']);
  const twice = [...places].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([]);
});
