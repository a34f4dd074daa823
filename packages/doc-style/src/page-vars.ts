/**
 * The CSS custom properties doc-page.css reads. The editor (React style) and the renderer (style
 * attribute) set them from the same document fields through docPageVars, so neither computes a
 * height or a margin on its own.
 */
import { cssFontFamily } from './bundled-fonts';
import type { Padding } from './margins';
import { pageSize } from './page-geometry';

export const DOC_CSS_VARS = {
  pageHeight: '--gr-page-height',
  pageBackground: '--gr-page-bg',
  padTop: '--gr-pad-top',
  padRight: '--gr-pad-right',
  padBottom: '--gr-pad-bottom',
  padLeft: '--gr-pad-left',
  font: '--gr-font',
  /** Set per table, on the table element. */
  tableBorder: '--gr-table-border',
} as const;

export interface DocPageLook {
  format: string;
  padding: Padding;
  /** A font family (bundled: the caller checks). */
  font: string;
  /** URL of the template background picture, if any. */
  background?: string | null;
}

/** A URL as a CSS url() token: quoted, with quotes, backslashes and control characters escaped. */
export function cssUrl(url: string): string {
  const escaped = url.replace(
    /[\\"\u0000-\u001f\u007f]/g,
    (char) => `\\${char.charCodeAt(0).toString(16)} `,
  );
  return `url("${escaped}")`;
}

/** Custom properties for the `.gr-doc-page` element. */
export function docPageVars(look: DocPageLook): Record<string, string> {
  const [top, right, bottom, left] = look.padding;
  return {
    [DOC_CSS_VARS.pageHeight]: `${pageSize(look.format).height}px`,
    [DOC_CSS_VARS.pageBackground]: look.background ? cssUrl(look.background) : 'none',
    [DOC_CSS_VARS.padTop]: `${top}px`,
    [DOC_CSS_VARS.padRight]: `${right}px`,
    [DOC_CSS_VARS.padBottom]: `${bottom}px`,
    [DOC_CSS_VARS.padLeft]: `${left}px`,
    [DOC_CSS_VARS.font]: cssFontFamily(look.font),
  };
}
