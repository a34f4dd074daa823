/**
 * The editor's content: draft-js raw state (convertToRaw output), described structurally so the
 * backend reads it without depending on draft-js. Offsets and lengths of ranges count Unicode
 * code points, as draft-js writes them (an emoji is one), not UTF-16 units.
 */
import type { StampKind } from '@gramota/contracts';
import type { FontSizePt, LineHeight, ObjectFloat, TextAlign } from '@gramota/doc-style';

export const BLOCK_TYPES = [
  'unstyled',
  'unordered-list-item',
  'ordered-list-item',
  'atomic',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Paragraph settings kept in the block's `data`. Margins are px, like the page's. */
export interface DocBlockData {
  align?: TextAlign;
  lineHeight?: LineHeight;
  marginLeft?: number;
  marginRight?: number;
}

export interface InlineStyleRange {
  offset: number;
  length: number;
  /** A name parseInlineStyle accepts: 'BOLD', 'FONT:PT Serif', 'SIZE:20', 'COLOR:#aa0000'. */
  style: string;
}

export interface EntityRange {
  offset: number;
  length: number;
  /** Key of the entity in entityMap (draft writes a number, the map's keys are its strings). */
  key: number;
}

export interface RawBlock {
  key: string;
  type: BlockType;
  text: string;
  depth: number;
  inlineStyleRanges: InlineStyleRange[];
  entityRanges: EntityRange[];
  data?: DocBlockData;
}

/** An object placed among the text, or anywhere on the page with float 'absolute'. */
export interface PlacedObject {
  float: ObjectFloat;
  /** Page coordinates of the top-left corner, px: used with float 'absolute' (default 0). */
  x?: number;
  y?: number;
}

export interface ImageEntityData extends PlacedObject {
  /** redactorPaths.imageFile(docId, file): an uploaded picture (PRO). */
  src: string;
  width: number;
}

export interface QrEntityData extends PlacedObject {
  /** The http(s) link the code holds; the picture is redactorPaths.qr(data). */
  data: string;
  width: number;
}

export interface StampEntityData extends PlacedObject {
  /** A stamp of the profile; the picture is accountPaths.profileStampFile(stampId). */
  stampId: string;
  kind: StampKind;
  width: number;
}

export interface TableEntityData {
  /** Plain cell text, row by row; every row has the same number of cells. */
  rows: string[][];
  /** Cell border width, px; 0 leaves the border transparent. */
  border: number;
  /** Column widths in percent, one per column. */
  widths?: number[];
}

export interface TextboxEntityData {
  /** Plain text, lines separated by '\n'. */
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  align?: TextAlign;
  sizePt?: FontSizePt;
}

interface Entity<Type extends string, Data> {
  type: Type;
  /** Objects are inserted whole and deleted whole (draft's AtomicBlockUtils). */
  mutability: 'IMMUTABLE';
  data: Data;
}

export type RawEntity =
  | Entity<'IMAGE', ImageEntityData>
  | Entity<'QR', QrEntityData>
  | Entity<'STAMP', StampEntityData>
  | Entity<'TABLE', TableEntityData>
  | Entity<'TEXTBOX', TextboxEntityData>;
export type EntityType = RawEntity['type'];

export interface DocRawContent {
  blocks: RawBlock[];
  entityMap: Record<string, RawEntity>;
}

/**
 * What a saved document may hold. Range counts bound the work of rendering a block; positions
 * reach the bottom of the tallest page (a 5×100 cm custom format is 16000 px tall).
 */
export const DOC_CONTENT_LIMITS = {
  maxBlocks: 5000,
  maxBlockChars: 20_000,
  maxStyleRangesPerBlock: 1000,
  coordinatePx: { min: -1000, max: 16_000 },
  objectWidthPx: { min: 10, max: 800 },
  textbox: { maxChars: 5000, minSizePx: 10, maxHeightPx: 16_000 },
  table: { maxRows: 50, maxColumns: 20, maxCellChars: 1000, maxBorderPx: 10 },
} as const;
