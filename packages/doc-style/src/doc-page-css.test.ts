import fs from 'node:fs';
import path from 'node:path';
import { ALL_DOC_CLASSES, lineHeightClass } from './doc-classes';
import { DOC_CSS_VARS } from './page-vars';
import {
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE_PT,
  DEFAULT_LINE_HEIGHT,
  LINE_HEIGHTS,
} from './typography';

const css = fs.readFileSync(path.join(__dirname, 'doc-page.css'), 'utf8');
/** The declarations of the first rule whose selector ends with `selector`. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule for ${selector}`);
  return match[1]!;
}

describe('doc-page.css', () => {
  it('styles every class the document HTML may carry', () => {
    const missing = ALL_DOC_CLASSES.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });

  it('gives each line height its class with the same value', () => {
    for (const lineHeight of LINE_HEIGHTS) {
      expect(rule(`.gr-doc-content .${lineHeightClass(lineHeight)}`)).toContain(
        `line-height: ${lineHeight};`,
      );
    }
  });

  it('uses the same defaults as typography.ts', () => {
    const content = rule('.gr-doc-page .gr-doc-content');
    expect(content).toContain(`font-size: ${DEFAULT_FONT_SIZE_PT}pt;`);
    expect(content).toContain(`line-height: ${DEFAULT_LINE_HEIGHT};`);
    expect(content).toContain(`font-family: var(${DOC_CSS_VARS.font}, '${DEFAULT_FONT}');`);
  });

  it('reads every custom property docPageVars sets', () => {
    for (const name of Object.values(DOC_CSS_VARS)) expect(css).toContain(`var(${name}`);
  });

  it('loads nothing from outside (no url(), no @import)', () => {
    expect(css).not.toMatch(/url\(|@import/);
  });
});
