// npm test's second chance for browser test files: which files run again, and what the merged
// report then says (the summary's counts and the first try's failures come from it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { failedFiles, mergeRerun } = require('../e2e-rerun.cjs');

const passed = (fullName: string) => ({ fullName, status: 'passed' });
const failed = (fullName: string) => ({ fullName, status: 'failed', failureMessages: ['timeout'] });
const file = (name: string, tests: object[], status = 'passed') => ({
  name: `/repo/e2e/tests/${name}`,
  status,
  assertionResults: tests,
});

const firstRun = {
  success: false,
  testResults: [
    file('generation.e2e.ts', [passed('exports'), failed('sends by e-mail')], 'failed'),
    file('accounts.e2e.ts', [passed('registers')]),
    // beforeAll threw: no tests, the file failed.
    file('offline.e2e.ts', [], 'failed'),
  ],
};

describe('The e2e second chance', () => {
  test('runs again exactly the files with a failed test or that failed to run', () => {
    expect(failedFiles(firstRun)).toEqual([
      '/repo/e2e/tests/generation.e2e.ts',
      '/repo/e2e/tests/offline.e2e.ts',
    ]);
  });

  test('passes when every re-run file passes, and keeps what failed the first time', () => {
    const rerun = {
      testResults: [
        file('generation.e2e.ts', [passed('exports'), passed('sends by e-mail')]),
        file('offline.e2e.ts', [passed('opens offline')]),
      ],
    };
    const merged = mergeRerun(firstRun, rerun);
    expect([merged.success, merged.numPassedTests, merged.numFailedTests]).toEqual([true, 4, 0]);
    expect(merged.firstTryFailures).toEqual([
      { file: '/repo/e2e/tests/generation.e2e.ts', name: 'sends by e-mail' },
      { file: '/repo/e2e/tests/offline.e2e.ts', name: '(the file failed to run)' },
    ]);
  });

  test('fails when a file fails again, with the second failure in the report', () => {
    const rerun = {
      testResults: [
        file('generation.e2e.ts', [passed('exports'), failed('sends by e-mail')], 'failed'),
        file('offline.e2e.ts', [passed('opens offline')]),
      ],
    };
    const merged = mergeRerun(firstRun, rerun);
    expect([merged.success, merged.numFailedTests, merged.numFailedTestSuites]).toEqual([
      false,
      1,
      1,
    ]);
    expect(merged.testResults.map((result: { status: string }) => result.status)).toEqual([
      'failed',
      'passed',
      'passed',
    ]);
  });
});
