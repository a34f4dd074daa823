/**
 * A template's default content as a small tree of allowed nodes, for the card's preview. The
 * catalogue's HTML uses p, strong, em, br and span with text-align / font-size (contracts
 * TemplateSet.content); anything else is dropped to its text, attributes other than those two
 * style properties never pass, so the preview renders no markup from the server.
 */
export type ContentNode =
  | { kind: 'text'; text: string }
  | { kind: 'br' }
  | {
      kind: 'element';
      tag: 'p' | 'strong' | 'em' | 'span';
      style: ContentStyle;
      children: ContentNode[];
    };

export interface ContentStyle {
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  /** In points, as the catalogue writes it. */
  fontSizePt?: number;
}

const TAGS: Record<string, 'p' | 'strong' | 'em' | 'span'> = {
  P: 'p',
  DIV: 'p',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  SPAN: 'span',
};
const ALIGNS = new Set(['left', 'center', 'right', 'justify']);

function readStyle(element: Element): ContentStyle {
  const style: ContentStyle = {};
  const inline = (element as HTMLElement).style;
  if (!inline) return style;
  if (ALIGNS.has(inline.textAlign)) style.textAlign = inline.textAlign as ContentStyle['textAlign'];
  const size = /^(\d{1,3}(?:\.\d+)?)pt$/.exec(inline.fontSize);
  if (size) style.fontSizePt = Math.min(200, Number(size[1]));
  return style;
}

function convert(node: Node): ContentNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text ? [{ kind: 'text', text }] : [];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  if (element.tagName === 'BR') return [{ kind: 'br' }];
  if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return [];
  const children = Array.from(element.childNodes).flatMap(convert);
  const tag = TAGS[element.tagName];
  if (!tag) return children;
  return [{ kind: 'element', tag, style: readStyle(element), children }];
}

export function parseContent(html: string): ContentNode[] {
  if (typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes).flatMap(convert);
}
