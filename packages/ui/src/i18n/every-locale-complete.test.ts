import fs from 'node:fs';
import path from 'node:path';
import { LAZY_LANGUAGES, arraysAsKeys, translationGaps } from './translation-completeness';
import type { StringsBundle } from './lazy-strings';

const REPO = path.resolve(__dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.tmp', 'artifacts', 'coverage']);

/** Every `locales` folder of the repository (front ends, packages and the backend). */
function localeFolders(dir: string, depth = 0): string[] {
  if (depth > 3) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full, depth + 1);
  });
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as StringsBundle;

const namespaces = localeFolders(REPO).flatMap((folder) =>
  fs
    .readdirSync(path.join(folder, 'ru'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => [path.relative(REPO, path.join(folder, 'ru', name)), folder, name] as const),
);

/**
 * One check for every namespace there is: a new `locales/ru/x.json` is covered the moment it
 * exists, in every language (a missing key, an empty or still-Russian string, a dropped
 * placeholder or plural form fails).
 */
describe('every namespace is translated into every language', () => {
  it('finds the namespaces of the front ends and of the server', () => {
    const folders = new Set(namespaces.map(([, folder]) => path.relative(REPO, folder)));
    expect([...folders]).toEqual(
      expect.arrayContaining(['packages/ui/locales', 'shell/locales', 'mf-docs/locales']),
    );
    expect(namespaces.length).toBeGreaterThanOrEqual(19);
  });

  it.each(namespaces)('%s', (_, folder, name) => {
    const ru = arraysAsKeys(read(path.join(folder, 'ru', name))) as StringsBundle;
    const gaps = LAZY_LANGUAGES.flatMap((language) => {
      const file = path.join(folder, language, name);
      if (!fs.existsSync(file)) return [`${language}: ${name} is missing`];
      return translationGaps(ru, arraysAsKeys(read(file)) as StringsBundle, language);
    });
    expect(gaps).toEqual([]);
  });

  it('has no language folder without Russian beside it', () => {
    const strays = localeFolders(REPO).flatMap((folder) =>
      LAZY_LANGUAGES.flatMap((language) => {
        const dir = path.join(folder, language);
        if (!fs.existsSync(dir)) return [];
        return fs
          .readdirSync(dir)
          .filter((name) => !fs.existsSync(path.join(folder, 'ru', name)))
          .map((name) => path.relative(REPO, path.join(dir, name)));
      }),
    );
    expect(strays).toEqual([]);
  });
});
