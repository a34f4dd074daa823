/**
 * The zod schema of DocRawContent: every object strict (unknown fields refused), every number
 * finite and within its range, every style name known. Rules across fields (ranges inside the
 * text, entity keys, table shape) are checked by the refinements at the end.
 */
import { REDACTOR_LIMITS, STAMP_KINDS } from '@gramota/contracts';
import {
  FONT_SIZES_PT,
  LINE_HEIGHTS,
  MARGIN_LIMIT_PX,
  MAX_LIST_DEPTH,
  OBJECT_FLOATS,
  TEXT_ALIGNS,
} from '@gramota/doc-style';
import { z } from 'zod';
import { IMAGE_SRC_PATTERN, STAMP_ID_PATTERN } from './entity-sources';
import { isQrLink } from './qr-link';
import { isInlineStyleName } from './inline-style';
import { BLOCK_TYPES, DOC_CONTENT_LIMITS as LIMITS, type DocRawContent } from './raw-content';

// zod 4 numbers are finite: NaN and ±Infinity (JSON's 1e999) never pass.
const within = (range: { min: number; max: number }) => z.number().min(range.min).max(range.max);
const count = (max: number) => z.number().int().min(0).max(max);
const margin = within({ min: -MARGIN_LIMIT_PX, max: MARGIN_LIMIT_PX });
const coordinate = within(LIMITS.coordinatePx);
const objectWidth = within(LIMITS.objectWidthPx);

const placed = {
  float: z.enum(OBJECT_FLOATS),
  x: coordinate.optional(),
  y: coordinate.optional(),
};

const imageData = z.strictObject({
  ...placed,
  src: z.string().regex(IMAGE_SRC_PATTERN),
  width: objectWidth,
});

const qrData = z.strictObject({
  ...placed,
  data: z.string().refine(isQrLink),
  width: objectWidth,
});

const stampData = z.strictObject({
  ...placed,
  stampId: z.string().regex(STAMP_ID_PATTERN),
  kind: z.enum(STAMP_KINDS),
  width: within({ min: REDACTOR_LIMITS.stampMinWidth, max: REDACTOR_LIMITS.stampMaxWidth }),
});

const { table } = LIMITS;
const tableData = z
  .strictObject({
    rows: z
      .array(z.array(z.string().max(table.maxCellChars)).min(1).max(table.maxColumns))
      .min(1)
      .max(table.maxRows),
    border: z.number().int().min(0).max(table.maxBorderPx),
    widths: z.array(z.number().gt(0).max(100)).optional(),
  })
  .superRefine(({ rows, widths }, ctx) => {
    const columns = rows[0]!.length;
    if (rows.some((row) => row.length !== columns)) {
      ctx.addIssue({ code: 'custom', message: 'rows differ in length', path: ['rows'] });
    }
    // Widths add up to the table's width; half a percent is left for rounding.
    const total = widths?.reduce((sum, width) => sum + width, 0) ?? 0;
    if (widths && (widths.length !== columns || total > 100.5)) {
      ctx.addIssue({ code: 'custom', message: 'widths do not fit the columns', path: ['widths'] });
    }
  });

const textboxData = z.strictObject({
  text: z.string().max(LIMITS.textbox.maxChars),
  x: coordinate,
  y: coordinate,
  width: within({ min: LIMITS.textbox.minSizePx, max: LIMITS.objectWidthPx.max }),
  height: within({ min: LIMITS.textbox.minSizePx, max: LIMITS.textbox.maxHeightPx }),
  align: z.enum(TEXT_ALIGNS).optional(),
  sizePt: z.literal(FONT_SIZES_PT).optional(),
});

const entity = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.strictObject({ type: z.literal(type), mutability: z.literal('IMMUTABLE'), data });

const rawEntity = z.discriminatedUnion('type', [
  entity('IMAGE', imageData),
  entity('QR', qrData),
  entity('STAMP', stampData),
  entity('TABLE', tableData),
  entity('TEXTBOX', textboxData),
]);

const blockData = z.strictObject({
  align: z.enum(TEXT_ALIGNS).optional(),
  lineHeight: z.literal(LINE_HEIGHTS).optional(),
  marginLeft: margin.optional(),
  marginRight: margin.optional(),
});

const range = { offset: count(LIMITS.maxBlockChars), length: z.number().int().min(1) };

const rawBlock = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  type: z.enum(BLOCK_TYPES),
  text: z.string().max(LIMITS.maxBlockChars),
  depth: count(MAX_LIST_DEPTH),
  inlineStyleRanges: z
    .array(z.strictObject({ ...range, style: z.string().refine(isInlineStyleName) }))
    .max(LIMITS.maxStyleRangesPerBlock),
  // Only an object block has an entity: one, over its one character.
  entityRanges: z.array(z.strictObject({ ...range, key: count(1e6) })).max(1),
  data: blockData.optional(),
});

type Context = z.RefinementCtx;
const issue = (ctx: Context, path: Array<string | number>, message: string) =>
  ctx.addIssue({ code: 'custom', message, path });

/** Ranges inside the text, entities present and on object blocks only, keys unique. */
function checkBlocks({ blocks, entityMap }: DocRawContent, ctx: Context): void {
  const keys = new Set<string>();
  blocks.forEach((block, index) => {
    const path = ['blocks', index];
    if (keys.has(block.key)) issue(ctx, path, 'duplicate block key');
    keys.add(block.key);
    // Counted in code points, as draft-js counts offsets.
    const length = Array.from(block.text).length;
    const ranges = [...block.inlineStyleRanges, ...block.entityRanges];
    if (ranges.some((each) => each.offset + each.length > length)) {
      issue(ctx, path, 'range outside the text');
    }
    const [entityRange] = block.entityRanges;
    if (block.type !== 'atomic') {
      if (entityRange) issue(ctx, path, 'entity on a text block');
      return;
    }
    if (block.text !== ' ' || !entityRange || !Object.hasOwn(entityMap, entityRange.key)) {
      issue(ctx, path, 'object block without its entity');
    }
  });
}

export const docRawContentSchema: z.ZodType<DocRawContent> = z
  .strictObject({
    blocks: z.array(rawBlock).min(1).max(LIMITS.maxBlocks),
    entityMap: z.record(z.string().regex(/^\d{1,7}$/), rawEntity),
  })
  .superRefine(checkBlocks);
