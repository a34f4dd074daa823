import convertFromHTML from 'draft-convert/lib/convertFromHTML';
import type { ContentBlock, ContentState, DraftInlineStyle } from 'draft-js';
import type { DocBlockData } from '@gramota/doc-content';
import { inlineStyle } from '@gramota/doc-content';
import {
  bundledFamily,
  cssColorToHex,
  fontSizeToPt,
  lineHeightValue,
  textAlignToAlign,
} from './css-values';
import { withExclusiveStyle, type StyleKind } from './inline-styles';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Element styles of a node; text nodes have none. */
function styleOf(node: Node): CSSStyleDeclaration | null {
  return node.nodeType === 1 ? (node as HTMLElement).style : null;
}

function addStyle(current: DraftInlineStyle, kind: StyleKind, name: string): DraftInlineStyle {
  return withExclusiveStyle(current, kind, name);
}

function htmlToStyle(nodeName: string, node: Node, current: DraftInlineStyle): DraftInlineStyle {
  let style = HEADINGS.includes(nodeName) ? current.add('BOLD') : current;
  const css = styleOf(node);
  if (!css) return style;
  const size = css.fontSize ? fontSizeToPt(css.fontSize) : null;
  if (size !== null) style = addStyle(style, 'size', inlineStyle.size(size));
  const family = css.fontFamily ? bundledFamily(css.fontFamily) : null;
  if (family) style = addStyle(style, 'font', inlineStyle.font(family));
  const color = css.color ? cssColorToHex(css.color) : null;
  if (color) style = addStyle(style, 'color', inlineStyle.color(color));
  if (css.fontWeight === 'bold' || Number(css.fontWeight) >= 600) style = style.add('BOLD');
  if (css.fontStyle === 'italic') style = style.add('ITALIC');
  return style;
}

/**
 * Alignment of a paragraph: its own text-align, else the first one set on an element inside it
 * (the templates' HTML sometimes puts text-align on a span).
 */
function alignOf(element: HTMLElement) {
  const own = textAlignToAlign(element.style.textAlign);
  if (own) return own;
  const inner = element.querySelector<HTMLElement>('[style*="text-align"]');
  return inner ? textAlignToAlign(inner.style.textAlign) : null;
}

function blockDataOf(element: HTMLElement): DocBlockData {
  const data: DocBlockData = {};
  const align = alignOf(element);
  if (align && align !== 'left') data.align = align;
  const lineHeight = element.style.lineHeight ? lineHeightValue(element.style.lineHeight) : null;
  if (lineHeight !== null) data.lineHeight = lineHeight;
  return data;
}

function htmlToBlock(nodeName: string, node: Node, lastList?: string) {
  if (node.nodeType !== 1) return undefined;
  const element = node as HTMLElement;
  if (nodeName === 'p' || HEADINGS.includes(nodeName) || nodeName === 'blockquote') {
    return { type: 'unstyled', data: blockDataOf(element) };
  }
  if (nodeName === 'li') {
    const type = lastList === 'ol' ? 'ordered-list-item' : 'unordered-list-item';
    return { type, data: blockDataOf(element) };
  }
  return undefined;
}

const fromTemplateHtml = convertFromHTML({ htmlToStyle, htmlToBlock });

/**
 * The template's default HTML (p, strong, em, br, span with font-size / text-align / font-family /
 * color) as editor content, keeping sizes, alignment, fonts and colours as the editor's own styles.
 */
export function htmlToContent(html: string): ContentState {
  return withoutTrailingBreaks(fromTemplateHtml(html.trim() ? html : '<p></p>'));
}

/**
 * A <br> that ends an HTML paragraph adds no line (`<p><br></p>` is one empty line), but draft
 * draws a block's trailing '\n' as one more line: the template's empty paragraphs would grow to two
 * lines in the editor (and in the file made from it). The import drops that last '\n'.
 */
function withoutTrailingBreaks(content: ContentState): ContentState {
  const blockMap = content.getBlockMap().map((block) => {
    const text = block!.getText();
    if (!text.endsWith('\n')) return block;
    return block!.merge({
      text: text.slice(0, -1),
      characterList: block!.getCharacterList().pop(),
    }) as ContentBlock;
  });
  return content.merge({ blockMap }) as ContentState;
}
