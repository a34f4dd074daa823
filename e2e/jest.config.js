// Browser tests of the built app (npm run test:e2e). Each test file starts the app on a free port
// with a temporary data directory and drives Debian's headless Chromium through playwright-core.
// At least two files at once: a file spends most of its time waiting on its app, its renders and
// the browser, so two workers on a 2-core machine take ~410 s where one took ~690 s. Files share
// nothing (own port, own data directory, own stand-ins), so they cannot see each other.
module.exports = {
  maxWorkers: Math.max(2, require('node:os').availableParallelism()),
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testTimeout: 120_000,
  slowTestThreshold: 30,
  verbose: true,
};
