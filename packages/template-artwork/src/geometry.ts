import type { TemplateFormat } from '@gramota/contracts';

/**
 * Page geometry in CSS px at the editor's 800 px page width (seed 001 §9). The same rule as
 * packages/doc-style `pageSize` (a test keeps them equal): the backend build cannot load that
 * package's TypeScript sources at run time.
 */
export const PAGE_WIDTH = 800;

const FORMAT_MM: Record<TemplateFormat, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  a4h: { width: 297, height: 210 },
  a5: { width: 148, height: 210 },
};

export interface PageSize {
  width: number;
  height: number;
}

export function pageSize(format: TemplateFormat): PageSize {
  const mm = FORMAT_MM[format];
  return { width: PAGE_WIDTH, height: Math.ceil((PAGE_WIDTH * mm.height) / mm.width) };
}

/** Backgrounds are rendered at twice the CSS size: sharp on screen and about 190 dpi on A4 paper. */
export const BACKGROUND_SCALE = 2;

/** Space the content keeps from the page edges, px at the 800 px page width. */
export type Padding = [top: number, right: number, bottom: number, left: number];
