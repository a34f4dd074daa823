import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scopeCss, GRID_SCOPE } = require('./scope-css') as {
  scopeCss(css: string, scope?: string): string;
  GRID_SCOPE: string;
};

describe("x-data-spreadsheet's stylesheet scoped to the grid", () => {
  const sheet = fs.readFileSync(
    path.join(require.resolve('x-data-spreadsheet/package.json'), '..', 'dist', 'xspreadsheet.css'),
    'utf8',
  );
  const scoped = scopeCss(sheet);

  test('every rule of the real stylesheet sits under the grid class', () => {
    const selectors = [...scoped.matchAll(/(^|})\s*([^{}@]+?)\s*{/g)].map((m) => m[2]!.trim());
    expect(selectors.length).toBeGreaterThan(100);
    for (const list of selectors)
      for (const selector of list.split(',')) expect(selector.trim()).toMatch(`.${GRID_SCOPE}`);
  });

  test('body and form rules no longer reach the page', () => {
    expect(scoped).not.toMatch(/(^|})\s*body\s*{/);
    expect(scoped).not.toMatch(/(^|})\s*form fieldset/);
    expect(scopeCss('body { margin: 0; } form fieldset { border: none; }')).toBe(
      `.${GRID_SCOPE} { margin: 0; } .${GRID_SCOPE} form fieldset { border: none; }`,
    );
  });

  test('media queries are kept, keyframe steps untouched', () => {
    expect(scopeCss('@media (max-width: 480px) { .a { x: 1 } }')).toBe(
      `@media (max-width: 480px) { .${GRID_SCOPE} .a { x: 1 } }`,
    );
    expect(scopeCss('@keyframes s { from { a: 1 } to { a: 2 } }')).toBe(
      '@keyframes s { from { a: 1 } to { a: 2 } }',
    );
  });
});
