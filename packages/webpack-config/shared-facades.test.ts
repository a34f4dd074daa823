/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FACADES, facadeAliases } = require('./shared-facades') as {
  FACADES: Record<string, string[]>;
  facadeAliases(appDir: string): Record<string, string>;
};

const ROOT = path.resolve(__dirname, '..', '..');

describe('shared facades', () => {
  const aliases = facadeAliases(path.join(ROOT, 'shell'));

  it('resolves each facaded library, exactly its own name, to its facade', () => {
    expect(Object.keys(aliases).sort()).toEqual(
      Object.keys(FACADES)
        .map((name) => `${name}$`)
        .sort(),
    );
  });

  it.each(Object.entries(FACADES))(
    'the %s facade re-exports exactly its listed names from the library’s ES build',
    (name, names) => {
      const facade = fs.readFileSync(aliases[`${name}$`]!, 'utf8');
      const [, list, from] = /^export \{ (.*) \} from "(.*)";\n$/.exec(facade) ?? [];
      expect(list?.split(', ')).toEqual(names);
      // The real file, by absolute path: the alias cannot send the facade to itself.
      expect(path.isAbsolute(from!)).toBe(true);
      expect(from).toMatch(/\.m?js$/);
      // Each listed name is the library's (its CommonJS build exports the same names).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.keys(require(name) as object);
      for (const listed of names) expect(exported).toContain(listed);
    },
  );
});

describe('shared singletons behind facades', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sharedSingletons } = require('./shared-singletons') as {
    sharedSingletons(
      pkg: object,
      appDir: string,
    ): Record<string, { version?: string; requiredVersion: string | false }>;
  };
  const shellDir = path.join(ROOT, 'shell');
  const shellPackage = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8'));
  const shared = sharedSingletons(shellPackage, shellDir);

  // Without it the federation runtime logged, on every page, that the facade's version (this
  // package's 0.1.0) did not satisfy ^2.x.
  it.each(Object.keys(FACADES))('%s is provided with the installed library’s version', (name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const installed = (require(`${name}/package.json`) as { version: string }).version;
    expect(shared[name]!.version).toBe(installed);
  });
});
