/**
 * The classes and margins of a block. The editor's blockStyleFn returns blockClassName(block)
 * and rawToHtml writes the same on its <p>/<li>, so doc-page.css lays both out alike.
 */
import {
  DOC_CLASSES,
  MAX_LIST_DEPTH,
  alignClass,
  lineHeightClass,
  listDepthClass,
} from '@gramota/doc-style';
import { px } from './html-text';
import type { BlockType, DocBlockData, RawBlock } from './raw-content';

export const isListItem = (type: BlockType) =>
  type === 'unordered-list-item' || type === 'ordered-list-item';

export function blockClassName(block: Pick<RawBlock, 'type' | 'depth' | 'data'>): string {
  if (block.type === 'atomic') return DOC_CLASSES.atomic;
  const classes: string[] = [DOC_CLASSES.paragraph];
  if (isListItem(block.type)) {
    const depth = Math.min(Math.max(Math.trunc(block.depth) || 0, 0), MAX_LIST_DEPTH);
    classes.push(DOC_CLASSES.listItem, listDepthClass(depth));
  }
  if (block.data?.align) classes.push(alignClass(block.data.align));
  if (block.data?.lineHeight !== undefined) classes.push(lineHeightClass(block.data.lineHeight));
  return classes.join(' ');
}

/** The paragraph's own margins, px (React-style keys); unset sides are left out. */
export function blockMargins(data: DocBlockData | undefined): {
  marginLeft?: number;
  marginRight?: number;
} {
  const margins: { marginLeft?: number; marginRight?: number } = {};
  if (data?.marginLeft !== undefined) margins.marginLeft = data.marginLeft;
  if (data?.marginRight !== undefined) margins.marginRight = data.marginRight;
  return margins;
}

/** The margins as a style attribute's text ('' when none). */
export function blockMarginStyleText(data: DocBlockData | undefined): string {
  const { marginLeft, marginRight } = blockMargins(data);
  return [
    marginLeft !== undefined && `margin-left:${px(marginLeft)}`,
    marginRight !== undefined && `margin-right:${px(marginRight)}`,
  ]
    .filter(Boolean)
    .join(';');
}
