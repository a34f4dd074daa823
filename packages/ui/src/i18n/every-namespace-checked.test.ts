import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.tmp', 'artifacts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The workspace folder of a repo-relative path: 'mf-docs', 'shell' or 'packages/ui'. */
function workspaceOf(relative: string): string {
  const parts = relative.split(path.sep);
  return path.join(REPO, ...parts.slice(0, parts[0] === 'packages' ? 2 : 1));
}

/**
 * The completeness check runs per namespace, in each workspace's strings test. This guard makes a
 * new namespace without one fail: every `NamespaceStrings` defined in the front ends must be
 * handed to namespaceGaps by some test of its own workspace.
 */
describe('translation completeness covers every namespace', () => {
  const workspaces = [
    'shell',
    'packages',
    ...fs.readdirSync(REPO).filter((name) => name.startsWith('mf-')),
  ];
  const files = workspaces.flatMap((workspace) => sourceFiles(path.join(REPO, workspace)));
  const definitions = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+): NamespaceStrings = \{/g)].map(
      (match) => ({ file, name: match[1] ?? '' }),
    ),
  );

  it('finds the namespaces', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(definitions.map((definition) => [path.relative(REPO, definition.file), definition.name]))(
    '%s: %s is checked in every language',
    (file, name) => {
      const workspace = workspaceOf(file);
      const tests = files.filter(
        (candidate) =>
          candidate.startsWith(workspace + path.sep) && /\.test\.tsx?$/.test(candidate),
      );
      const checked = tests.some((test) => {
        const text = fs.readFileSync(test, 'utf8');
        return text.includes(name) && /namespaceGaps|translationGaps/.test(text);
      });
      expect(checked).toBe(true);
    },
  );
});
