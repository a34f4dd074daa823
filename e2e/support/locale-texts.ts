import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
/** The workspaces whose strings a browser downloads (the backend's stay on the server). */
const FRONT = /^(shell|mf-[\w-]+|packages\/[\w-]+)$/;

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function frontLocaleFolders(): string[] {
  const workspaces = [
    ...fs.readdirSync(REPO).filter((name) => FRONT.test(name)),
    ...fs.readdirSync(path.join(REPO, 'packages')).map((name) => `packages/${name}`),
  ];
  return workspaces
    .map((workspace) => path.join(REPO, workspace, 'locales'))
    .filter((folder) => fs.existsSync(path.join(folder, 'ru')));
}

/**
 * The longest run of plain letters and spaces in a text: how it reads inside a minified bundle
 * whatever the quoting and escaping around it (JSON.parse('…'), a string literal).
 */
function plainRun(text: string): string {
  const runs = text.match(/[\p{L} ]{16,}/gu) ?? [];
  return runs.sort((a, b) => b.length - a.length)[0]?.trim() ?? '';
}

/**
 * The API contract's own messages (packages/contracts: the seeds' error shape answers in the
 * seeds' English, e.g. 'Recover document or folder before opening!'). The contract package is a
 * shared singleton, so they travel in every first load; they are the server's words, never shown
 * for a Russian teacher (the kit's Russian texts are), so they do not count as a language here.
 */
function contractText(): string {
  const dir = path.join(REPO, 'packages/contracts/src');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/**
 * Telltale texts of each language: strings of the front ends' locales that no Russian file holds
 * (so finding one in a download means that language travelled), at least 16 letters long.
 */
export function telltaleTexts(): Map<string, string[]> {
  const folders = frontLocaleFolders();
  const contract = contractText();
  const russian = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(folder, 'ru'))
      .flatMap((name) =>
        leaves(JSON.parse(fs.readFileSync(path.join(folder, 'ru', name), 'utf8'))).map(
          ([, text]) => text,
        ),
      ),
  );
  const russianText = russian.join('\n');
  const byLanguage = new Map<string, string[]>();
  for (const folder of folders)
    for (const language of fs.readdirSync(folder)) {
      if (language === 'ru') continue;
      for (const name of fs.readdirSync(path.join(folder, language))) {
        const bundle = JSON.parse(fs.readFileSync(path.join(folder, language, name), 'utf8'));
        const runs = leaves(bundle)
          .map(([, text]) => plainRun(text))
          .filter(
            (run) => run.length >= 16 && !russianText.includes(run) && !contract.includes(run),
          );
        byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...runs]);
      }
    }
  return byLanguage;
}

/** Which telltale texts of each language the downloaded scripts contain. */
export function languagesIn(bodies: readonly string[], texts: Map<string, string[]>) {
  const all = bodies.join('\n');
  const found: Record<string, string[]> = {};
  for (const [language, runs] of texts) {
    const hits = runs.filter((run) => all.includes(run));
    if (hits.length > 0) found[language] = hits.slice(0, 3);
  }
  return found;
}
