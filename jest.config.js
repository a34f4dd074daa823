// Unit and API tests of every package (e2e runs separately: see e2e/).
const os = require('node:os');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@gramota/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@gramota/doc-style$': '<rootDir>/packages/doc-style/src/index.ts',
  '^@gramota/doc-content$': '<rootDir>/packages/doc-content/src/index.ts',
  '^@gramota/scene$': '<rootDir>/packages/scene/src/index.ts',
  '\\.(css)$': '<rootDir>/packages/ui/test/style-mock.js',
};
const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper };

module.exports = {
  // At least two files at once, also on 2 cores (jest would take one there): an API test spends
  // much of its time waiting on its database, its server and Chromium, so a second worker fills
  // the waits (~355 s instead of ~740 s on this 2-core machine kind).
  maxWorkers: Math.max(2, os.availableParallelism()),
  projects: [
    {
      ...common,
      displayName: 'backend',
      rootDir: __dirname,
      testEnvironment: 'node',
      // openid-client and its dependencies are ESM-only: compiled to CommonJS like our sources.
      transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
      // The template artwork runs in Node too: its build step draws with sharp, like the server.
      testMatch: [
        '<rootDir>/backend/**/*.test.ts',
        '<rootDir>/packages/template-artwork/**/*.test.ts',
        // npm test's own scripts (scripts/*.cjs).
        '<rootDir>/scripts/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/backend/src/test-support/api-test-timeout.ts'],
      // The migrated databases every API test's own database is copied from, made once a run.
      globalSetup: '<rootDir>/backend/src/test-support/jest-global-setup.ts',
      globalTeardown: '<rootDir>/backend/src/test-support/jest-global-teardown.ts',
    },
    {
      ...common,
      displayName: 'front',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/packages/ui/test/front-test-timeouts.js'],
      testMatch: [
        '<rootDir>/shell/**/*.test.ts?(x)',
        '<rootDir>/packages/**/*.test.ts?(x)',
        '<rootDir>/mf-*/**/*.test.ts?(x)',
        // Runs in the backend project (Node).
        '!**/packages/template-artwork/**',
      ],
    },
  ],
};
