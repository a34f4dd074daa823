/**
 * Exactly what rawToHtml writes, as data for the backend's sanitize-html (its option names):
 * tags, attributes, classes per tag, style properties per tag with the values they may take, and
 * the picture sources. A test checks rawToHtml's output against it, so sanitizing with it
 * removes nothing the editor made and everything it did not.
 */
import {
  BUNDLED_FONTS,
  COLOR_PATTERN,
  DOC_CLASSES,
  DOC_CSS_VARS,
  FONT_SIZES_PT,
  LINE_HEIGHTS,
  MAX_LIST_DEPTH,
  OBJECT_FLOATS,
  TEXT_ALIGNS,
  alignClass,
  floatClass,
  lineHeightClass,
  listDepthClass,
} from '@gramota/doc-style';
import { IMAGE_SRC_PATTERN, QR_SRC_PATTERN, STAMP_SRC_PATTERN } from './entity-sources';
import { DOC_CONTENT_LIMITS } from './raw-content';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PX = /^-?\d+(\.\d+)?px$/;
const PERCENT = /^\d+(\.\d+)?%$/;
const PT = new RegExp(`^(${FONT_SIZES_PT.join('|')})pt$`);
const TABLE_BORDER = new RegExp(
  `^(${Array.from({ length: DOC_CONTENT_LIMITS.table.maxBorderPx + 1 }, (_, n) => n).join('|')})px$`,
);
const FONT_FAMILY = new RegExp(
  `^'(${BUNDLED_FONTS.map((font) => escapeRegExp(font.family)).join('|')})'$`,
);

const ALIGN_CLASSES = TEXT_ALIGNS.map(alignClass);
const TEXT_BLOCK_CLASSES = [
  DOC_CLASSES.paragraph,
  ...ALIGN_CLASSES,
  ...LINE_HEIGHTS.map(lineHeightClass),
];
const MARGINS = { 'margin-left': [PX], 'margin-right': [PX] };
const PLACED = { left: [PX], top: [PX] };

/** Shaped as sanitize-html's options of the same names, plus the picture sources. */
export interface DocHtmlAllowlist {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedClasses: Record<string, string[]>;
  allowedStyles: Record<string, Record<string, RegExp[]>>;
  /** Full-match patterns for <img src>: a picture with any other source is dropped whole. */
  imageSources: RegExp[];
  /** The same sources by their prefixes, for a quick look (imageSources is the real check). */
  srcPrefixes: string[];
}

export const DOC_HTML_ALLOWED: DocHtmlAllowlist = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'div',
    'img',
    'table',
    'tbody',
    'tr',
    'td',
  ],
  allowedAttributes: {
    p: ['class', 'style'],
    li: ['class', 'style'],
    ul: ['class'],
    ol: ['class'],
    span: ['style'],
    div: ['class', 'style'],
    img: ['class', 'src', 'style', 'alt'],
    table: ['class', 'style'],
    td: ['style'],
  },
  allowedClasses: {
    p: TEXT_BLOCK_CLASSES,
    li: [
      ...TEXT_BLOCK_CLASSES,
      DOC_CLASSES.listItem,
      ...Array.from({ length: MAX_LIST_DEPTH + 1 }, (_, depth) => listDepthClass(depth)),
    ],
    ul: [DOC_CLASSES.unorderedList],
    ol: [DOC_CLASSES.orderedList],
    div: [DOC_CLASSES.atomic, DOC_CLASSES.textbox, ...ALIGN_CLASSES],
    img: [DOC_CLASSES.image, DOC_CLASSES.qr, DOC_CLASSES.stamp, ...OBJECT_FLOATS.map(floatClass)],
    table: [DOC_CLASSES.table, DOC_CLASSES.tableNoBorder],
  },
  allowedStyles: {
    p: MARGINS,
    li: MARGINS,
    span: { 'font-family': [FONT_FAMILY], 'font-size': [PT], color: [COLOR_PATTERN] },
    img: { width: [PX], ...PLACED },
    table: { [DOC_CSS_VARS.tableBorder]: [TABLE_BORDER] },
    td: { width: [PERCENT] },
    div: { ...PLACED, width: [PX], height: [PX], 'font-size': [PT] },
  },
  imageSources: [IMAGE_SRC_PATTERN, QR_SRC_PATTERN, STAMP_SRC_PATTERN],
  srcPrefixes: ['/api/redactor-image/', '/qr/?data=', '/api/profile-stamp-file/'],
};
