/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Issue 31: `npm run lint` fails when a test compares elapsed wall-clock time with a number. The
// project's own eslint.config.mjs is run on sample test sources (eslint --stdin, as `eslint .`).
const root = path.resolve(__dirname, '../../..');
const eslintBin = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');

interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

function lint(source: string, filename: string): LintMessage[] {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--stdin', '--stdin-filename', filename, '--format', 'json'],
    { cwd: root, input: source, encoding: 'utf8' },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  if (!result) throw new Error(`eslint gave no result: ${run.stdout}`);
  return result.messages;
}

const timed = (messages: LintMessage[]) =>
  messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' && /not elapsed time/.test(m.message))
    .map((m) => m.line);

const SAMPLE = [
  'const began = Date.now();',
  'const elapsed = Date.now() - began;',
  'const count = 2;',
  'expect(Date.now() - began).toBeLessThan(3000);', // line 4
  'expect(performance.now() - began).toBeGreaterThanOrEqual(1);', // line 5
  'expect(elapsed).toBeLessThan(1_500);', // line 6
  'expect(count).toBeLessThan(3);',
  'expect(Date.now()).toBeGreaterThan(0);',
  'expect([began, elapsed]).toHaveLength(2);',
].join('\n');

describe('the lint check for timed assertions', () => {
  it.each(['backend/src/sample.test.ts', 'mf-docs/src/sample.test.tsx', 'e2e/tests/sample.e2e.ts'])(
    'flags elapsed time compared with a number in %s, and nothing else',
    (filename) => {
      expect(timed(lint(SAMPLE, filename))).toEqual([4, 5, 6]);
    },
  );

  it('leaves code that is not a test alone', () => {
    expect(timed(lint(SAMPLE, 'backend/src/sample.ts'))).toEqual([]);
  });
});
