import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist every document's content HTML passes on save (ARCHITECTURE §5): create-doc and
 * copies now, the editor's doc-set later (it imports sanitizeDocContent from the docs module).
 * Only formatting survives: no scripts, event handlers, forms, frames, links, classes outside
 * the product's own `gr-` prefix, or CSS that could fetch anything (no url(), no expressions).
 */

const LENGTH = String.raw`-?\d+(\.\d+)?(px|pt|em|rem|%|cm|mm)?`;
const length = new RegExp(`^${LENGTH}$`);
const lengths = new RegExp(`^(${LENGTH}|auto)(\\s+(${LENGTH}|auto)){0,3}$`);
const size = new RegExp(`^(${LENGTH}|auto)$`);
const COLOR = String.raw`(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})`;
const color = new RegExp(`^${COLOR}$`, 'i');
const border = new RegExp(`^((${LENGTH}|none|solid|dashed|dotted|double|${COLOR})\\s*){1,3}$`, 'i');
const keyword = (...words: string[]) => new RegExp(`^(${words.join('|')})$`, 'i');

const STYLES: Record<string, RegExp[]> = {
  'font-size': [length],
  // Family names: letters, digits, spaces, quotes, commas, hyphens. No url(), no semicolons.
  'font-family': [/^[\p{L}\p{N}\s'",-]{1,200}$/u],
  'font-weight': [keyword('normal', 'bold', 'bolder', 'lighter', '[1-9]00')],
  'font-style': [keyword('normal', 'italic', 'oblique')],
  'text-align': [keyword('left', 'right', 'center', 'justify', 'start', 'end')],
  'text-decoration': [
    keyword('none', 'underline', 'line-through', 'overline', 'underline line-through'),
  ],
  'text-transform': [keyword('none', 'uppercase', 'lowercase', 'capitalize')],
  'text-indent': [length],
  'letter-spacing': [length, keyword('normal')],
  'vertical-align': [
    keyword('baseline', 'top', 'middle', 'bottom', 'sub', 'super', 'text-top', 'text-bottom'),
    length,
  ],
  color: [color],
  'background-color': [color],
  'line-height': [length, keyword('normal')],
  margin: [lengths],
  'margin-top': [size],
  'margin-right': [size],
  'margin-bottom': [size],
  'margin-left': [size],
  padding: [lengths],
  'padding-top': [length],
  'padding-right': [length],
  'padding-bottom': [length],
  'padding-left': [length],
  width: [size],
  height: [size],
  'max-width': [size],
  float: [keyword('left', 'right', 'none')],
  clear: [keyword('left', 'right', 'both', 'none')],
  display: [keyword('block', 'inline', 'inline-block', 'none')],
  // Images placed freely on the page (seed 001 §4 Editor objects: absolute position).
  position: [keyword('static', 'relative', 'absolute')],
  top: [length],
  left: [length],
  right: [length],
  bottom: [length],
  'z-index': [/^-?\d{1,4}$/],
  border: [border, keyword('none')],
  'border-top': [border],
  'border-right': [border],
  'border-bottom': [border],
  'border-left': [border],
  'border-width': [lengths],
  'border-color': [color],
  'border-style': [keyword('none', 'solid', 'dashed', 'dotted', 'double')],
  'border-collapse': [keyword('collapse', 'separate')],
  'white-space': [keyword('normal', 'nowrap', 'pre-wrap', 'pre-line')],
};

const TABLE_TAGS = [
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'col',
];

/** Pictures come from this site's files or are inline raster data; nothing else loads. */
const IMAGE_SOURCE = /^(\/data\/[\w./-]+|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'img',
    ...TABLE_TAGS,
  ],
  allowedAttributes: {
    '*': ['style', 'class'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedClasses: { '*': ['gr-*'] },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['data'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // An img whose source is not allowed is dropped whole rather than kept without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/** Content HTML as it may be stored: anything outside the allowlist is removed. */
export function sanitizeDocContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
