import { DOC_CLASSES } from '@gramota/doc-style';
import { DOC_HTML_ALLOWED, STAMP_SRC_PATTERN } from '@gramota/doc-content';
import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist every document's content HTML passes on save (ARCHITECTURE §5): the template
 * HTML of create-doc, copies and doc-clear, and the HTML doc-set makes from the editor's content
 * (@gramota/doc-content rawToHtml, whose output DOC_HTML_ALLOWED describes exactly; both lists are
 * allowed here). Only formatting survives: no scripts, event handlers, forms, frames, links,
 * classes outside the product's own `gr-` prefix, CSS that could fetch anything (no url(), no
 * expressions), or pictures from anywhere but this site's own picture paths.
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

/**
 * Pictures come from this site's files or are inline raster data (template HTML), or are the
 * editor's uploaded pictures, QR codes and stamps (DOC_HTML_ALLOWED.imageSources); nothing else
 * loads.
 */
const IMAGE_SOURCES = [
  /^(\/data\/[\w./-]+|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+)$/i,
  ...DOC_HTML_ALLOWED.imageSources,
];
const allowedImage = (src: string | undefined) =>
  src !== undefined && IMAGE_SOURCES.some((pattern) => pattern.test(src));

const TEMPLATE_TAGS = [
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
];

const TEMPLATE_ATTRIBUTES: Record<string, string[]> = {
  '*': ['style', 'class'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
};

/** Both lists of a name, each entry once. */
function union<T>(first: Record<string, T[]>, second: Record<string, T[]>): Record<string, T[]> {
  const merged: Record<string, T[]> = {};
  for (const key of new Set([...Object.keys(first), ...Object.keys(second)]))
    merged[key] = [...new Set([...(first[key] ?? []), ...(second[key] ?? [])])];
  return merged;
}

/** Per tag, per property: the values either list allows. */
function unionStyles(
  first: Record<string, Record<string, RegExp[]>>,
  second: Record<string, Record<string, RegExp[]>>,
): Record<string, Record<string, RegExp[]>> {
  const merged: Record<string, Record<string, RegExp[]>> = {};
  for (const tag of new Set([...Object.keys(first), ...Object.keys(second)]))
    merged[tag] = union(first[tag] ?? {}, second[tag] ?? {});
  return merged;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...new Set([...TEMPLATE_TAGS, ...DOC_HTML_ALLOWED.allowedTags])],
  allowedAttributes: union(TEMPLATE_ATTRIBUTES, DOC_HTML_ALLOWED.allowedAttributes),
  allowedClasses: union({ '*': ['gr-*'] }, DOC_HTML_ALLOWED.allowedClasses),
  allowedStyles: unionStyles({ '*': STYLES }, DOC_HTML_ALLOWED.allowedStyles),
  allowedSchemes: ['data'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // An img whose source is not allowed is dropped whole rather than kept without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImage(frame.attribs.src),
  disallowedTagsMode: 'discard',
};

/** Content HTML as it may be stored: anything outside the allowlist is removed. */
export function sanitizeDocContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The stamp a picture shows, by its source (doc-content's stampSrc); null for other pictures. */
function stampOfPicture(src: string | undefined): string | null {
  if (src === undefined || !STAMP_SRC_PATTERN.test(src)) return null;
  return src.split('/').at(-2) ?? null;
}

/** The stamp ids of the stamp pictures in content HTML, each once, in the order of the text. */
export function stampIdsOfPictures(html: string): string[] {
  const ids: string[] = [];
  sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      const id = frame.tag === 'img' ? stampOfPicture(frame.attribs.src) : null;
      if (id !== null && !ids.includes(id)) ids.push(id);
      return false;
    },
  });
  return ids;
}

/**
 * Stored content HTML without the pictures of these stamps (a copy leaves out the stamps its maker
 * may not place, issue 37), through the same allowlist. The object block a stamp stood in
 * (rawToHtml's atomic div, holding nothing else) goes with it, as rawToHtml leaves out an object
 * block that shows nothing.
 */
export function withoutStampPictures(html: string, stampIds: ReadonlySet<string>): string {
  // Where the last picture left out began, until the object block around it is judged (leaving
  // out shortens the HTML, so a later block may begin before that position).
  let droppedAt = -1;
  return sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      if (OPTIONS.exclusiveFilter?.(frame)) return true;
      if (frame.tag === 'img') {
        const id = stampOfPicture(frame.attribs.src);
        if (id === null || !stampIds.has(id)) return false;
        droppedAt = frame.tagPosition;
        return true;
      }
      if (frame.tag !== 'div' || !frame.attribs.class?.split(/\s+/).includes(DOC_CLASSES.atomic))
        return false;
      const emptied =
        droppedAt > frame.tagPosition &&
        frame.mediaChildren.length === 0 &&
        frame.text.trim() === '';
      droppedAt = -1;
      return emptied;
    },
  });
}
