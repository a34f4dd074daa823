// Browser tests of the built app (npm run test:e2e). Each test file starts the app on a free port
// with a temporary data directory and drives Debian's headless Chromium through playwright-core.
module.exports = {
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
