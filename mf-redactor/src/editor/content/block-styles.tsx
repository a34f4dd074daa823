// Blocks carry the renderer's classes (blockClassName of @gramota/doc-content), so doc-page.css
// lays out the editor's blocks exactly as the file's paragraphs.
import { DefaultDraftBlockRenderMap, type ContentBlock } from 'draft-js';
import { Map as ImmutableMap } from 'immutable';
import { DOC_CLASSES, isLineHeight, TEXT_ALIGNS, type TextAlign } from '@gramota/doc-style';
import { blockClassName, type BlockType, type DocBlockData } from '@gramota/doc-content';

/** The paragraph data of a block, keeping only well-formed values. */
export function blockData(block: ContentBlock): DocBlockData {
  const data = block.getData();
  const result: DocBlockData = {};
  const align: unknown = data.get('align');
  if ((TEXT_ALIGNS as readonly unknown[]).includes(align)) result.align = align as TextAlign;
  const lineHeight: unknown = data.get('lineHeight');
  if (isLineHeight(lineHeight)) result.lineHeight = lineHeight;
  const left: unknown = data.get('marginLeft');
  if (typeof left === 'number' && Number.isFinite(left)) result.marginLeft = left;
  const right: unknown = data.get('marginRight');
  if (typeof right === 'number' && Number.isFinite(right)) result.marginRight = right;
  return result;
}

export function paragraphMargins(block: ContentBlock): { left: number; right: number } {
  const data = blockData(block);
  return { left: data.marginLeft ?? 0, right: data.marginRight ?? 0 };
}

/** draft-js blockStyleFn: `gr-p gr-align-x gr-lh-NN` on text blocks, `gr-atomic` on objects. */
export function blockStyleFn(block: ContentBlock): string {
  return blockClassName({
    type: block.getType() as BlockType,
    depth: block.getDepth(),
    data: blockData(block),
  });
}

/**
 * draft's own list wrappers with the renderer's list classes added; objects sit in a div like
 * the renderer's (a figure would bring the browser's figure margins).
 */
export const blockRenderMap = DefaultDraftBlockRenderMap.merge(
  ImmutableMap({
    'unordered-list-item': {
      element: 'li',
      wrapper: <ul className={`${DOC_CLASSES.unorderedList} public-DraftStyleDefault-ul`} />,
    },
    'ordered-list-item': {
      element: 'li',
      wrapper: <ol className={`${DOC_CLASSES.orderedList} public-DraftStyleDefault-ol`} />,
    },
    atomic: { element: 'div' },
  }),
);
