/**
 * The document's content as HTML, for the server: it stores this (after sanitizing it with
 * DOC_HTML_ALLOWED) and the renderer draws it with doc-page.css. Built only from validated
 * content (parseDocRawContent); every text and attribute value is escaped all the same.
 */
import { DOC_CLASSES } from '@gramota/doc-style';
import { blockClassName, blockMarginStyleText, isListItem } from './block-look';
import { entityHtml } from './entity-html';
import type { RenderOptions } from './inline-style';
import { inlineHtml } from './inline-html';
import type { DocRawContent, RawBlock, RawEntity } from './raw-content';

const LIST_TAGS = {
  'unordered-list-item': `<ul class="${DOC_CLASSES.unorderedList}">`,
  'ordered-list-item': `<ol class="${DOC_CLASSES.orderedList}">`,
} as const;
const LIST_ENDS = { 'unordered-list-item': '</ul>', 'ordered-list-item': '</ol>' } as const;
type ListType = keyof typeof LIST_TAGS;

function atomicHtml(block: RawBlock, entityMap: Record<string, RawEntity>, options: RenderOptions) {
  const key = block.entityRanges[0]?.key;
  const entity = key !== undefined && Object.hasOwn(entityMap, key) ? entityMap[key] : undefined;
  const inner = entity ? entityHtml(entity, options) : '';
  return inner && `<div class="${blockClassName(block)}">${inner}</div>`;
}

function textBlockHtml(block: RawBlock, options: RenderOptions): string {
  const tag = isListItem(block.type) ? 'li' : 'p';
  const margins = blockMarginStyleText(block.data);
  const style = margins ? ` style="${margins}"` : '';
  return `<${tag} class="${blockClassName(block)}"${style}>${inlineHtml(block, options)}</${tag}>`;
}

export function rawToHtml(raw: DocRawContent, options: RenderOptions): string {
  let html = '';
  // Like draft-js, a run of list items of one kind is one flat list, whatever their depths.
  let openList: ListType | null = null;
  for (const block of raw.blocks) {
    const list = isListItem(block.type) ? (block.type as ListType) : null;
    if (openList && openList !== list) {
      html += LIST_ENDS[openList];
      openList = null;
    }
    if (list && !openList) {
      html += LIST_TAGS[list];
      openList = list;
    }
    html +=
      block.type === 'atomic'
        ? atomicHtml(block, raw.entityMap, options)
        : textBlockHtml(block, options);
  }
  return openList ? html + LIST_ENDS[openList] : html;
}
