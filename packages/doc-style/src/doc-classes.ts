/**
 * Class names doc-page.css styles. The editor puts them on draft-js blocks (blockStyleFn, block
 * render map) and the renderer's HTML on its elements, so one stylesheet lays out both; a test
 * checks the stylesheet has a rule for every one.
 */
import { LINE_HEIGHTS, type LineHeight } from './typography';

/** Class of the page element in both editor and renderer; doc-page.css styles it. */
export const DOC_PAGE_CLASS = 'gr-doc-page';

export const DOC_CLASSES = {
  page: DOC_PAGE_CLASS,
  /** The text box inside the page, inset by the page margins. */
  content: 'gr-doc-content',
  /** Every text block: a paragraph or a list item. */
  paragraph: 'gr-p',
  listItem: 'gr-li',
  unorderedList: 'gr-ul',
  orderedList: 'gr-ol',
  /** The block holding one object (picture, QR, stamp, table, text box). */
  atomic: 'gr-atomic',
  image: 'gr-img',
  qr: 'gr-qr',
  stamp: 'gr-stamp',
  table: 'gr-table',
  /** A table with border width 0: cells keep no visible border (seed 001 §4). */
  tableNoBorder: 'gr-table-clear',
  textbox: 'gr-textbox',
  /** The template's title picture, placed on the page. */
  title: 'gr-title',
} as const;

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** How an object sits among the text (seed 001 §4 Editor objects). */
export const OBJECT_FLOATS = ['left', 'right', 'none', 'absolute'] as const;
export type ObjectFloat = (typeof OBJECT_FLOATS)[number];

/** draft-js nests list items at most this deep. */
export const MAX_LIST_DEPTH = 4;

export const alignClass = (align: TextAlign) => `gr-align-${align}`;
export const floatClass = (float: ObjectFloat) => `gr-float-${float}`;
export const listDepthClass = (depth: number) => `gr-depth-${depth}`;
/** 1.2 → 'gr-lh-12', 0.4 → 'gr-lh-04': tenths, two digits, no dot in a class name. */
export const lineHeightClass = (lineHeight: LineHeight) =>
  `gr-lh-${String(Math.round(lineHeight * 10)).padStart(2, '0')}`;

/** Every class the document's HTML may carry. */
export const ALL_DOC_CLASSES: readonly string[] = [
  ...Object.values(DOC_CLASSES),
  ...TEXT_ALIGNS.map(alignClass),
  ...OBJECT_FLOATS.map(floatClass),
  ...LINE_HEIGHTS.map(lineHeightClass),
  ...Array.from({ length: MAX_LIST_DEPTH + 1 }, (_, depth) => listDepthClass(depth)),
];
