// One lint config for the whole monorepo. The boundary rules are the point: an area never
// imports another area, and shared code is reached only through a package's public entry.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const areas = ['docs', 'ready', 'storage', 'redactor', 'spreadsheet', 'workshop', 'pay'];

/** Patterns an area (or the shell) must not import: other areas and package internals. */
function forbiddenFor(self) {
  return [
    ...areas
      .filter((area) => area !== self)
      .map((area) => ({
        group: [`@gramota/mf-${area}`, `@gramota/mf-${area}/*`, `**/mf-${area}/**`],
        message: `Areas never import each other (mf-${area}). Move shared code to packages/.`,
      })),
    {
      group: ['@gramota/*/src/*', '**/packages/*/src/**'],
      message: 'Import a shared package through its public entry, not its internals.',
    },
    {
      group: ['@gramota/backend', '@gramota/backend/*', '**/backend/**'],
      message:
        'Front ends talk to the backend over HTTP only; share types through @gramota/contracts.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      // Benchmarks and their app harness are plain Node scripts (CommonJS), linted as such below.
      '!bench/**/*.js',
      '!packages/app-harness/**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...areas.map((area) => ({
    files: [`mf-${area}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFor(area) }] },
  })),
  {
    // The shell composes areas at run time through the remotes manifest, never by import.
    files: ['shell/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFor(null) }] },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenFor(null),
            {
              group: ['@gramota/shell', '@gramota/shell/*', '**/shell/**'],
              message: 'Shared packages never import the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // ARCHITECTURE §5: every image decode in the server goes through one guarded path (header
    // checked before decoding, byte/time limits, bounded concurrency). Tests may draw fixtures.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/shared/image-guard.ts',
      'backend/src/**/__tests__/**',
      'backend/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sharp',
              message: 'Decode images only through backend/src/shared/image-guard.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value='sharp']",
          message: 'Decode images only through backend/src/shared/image-guard.ts.',
        },
      ],
    },
  },
  {
    // Issue 32: a module's tests use its own kits and the shared ones in backend/src/test-support,
    // never another module's __tests__ (a kit two modules need moves to test-support).
    files: ['backend/src/**/__tests__/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/__tests__/*', '../../../*/__tests__/*', '**/modules/*/__tests__/*'],
              message: 'Shared test kits live in backend/src/test-support/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 31: a test asserts behaviour, never elapsed wall-clock time against a number (a slow
    // machine fails a correct product, a fast one hides a slow one).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // expect(Date.now() - began), expect(performance.now() - t0), either side of the '-'.
          "CallExpression[callee.name='expect'] > BinaryExpression[operator='-'] > CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name='now']",
          // expect(elapsed).toBeLessThan(…), expect(tookMs).toBeGreaterThan(…) and the like.
          "CallExpression[callee.property.name=/^toBe(Less|Greater)Than(OrEqual)?$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > Identifier.arguments[name=/^(elapsed|took|duration|spent)|(Elapsed|Took|Duration|Spent|AfterMs)(Ms)?$/]",
        ].map((selector) => ({
          selector,
          message:
            'Tests assert behaviour, not elapsed time: use a fake clock, the order of events or a counter; speed belongs in npm run bench.',
        })),
      ],
    },
  },
  {
    files: ['bench/**/*.js', 'packages/app-harness/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
