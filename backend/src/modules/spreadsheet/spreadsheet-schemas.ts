import {
  GRAMMAR_CASES,
  SPREADSHEET_LIMITS,
  type ImportedTable,
  type SpreadsheetErrorCode,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { z } from 'zod';

const { maxRows, maxColumns, maxCellChars } = SPREADSHEET_LIMITS;

/** Text a cell may hold: PostgreSQL refuses NUL in text, and nothing typed holds one. */
const cellText = z
  .string()
  .max(maxCellChars)
  .refine((text) => !text.includes('\u0000'));
const flag = z.enum(['0', '1']);
const shortText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000]*$/);

const columnSchema = z.object({
  title: cellText,
  type: z.enum(['check', 'key', 'text', 'pad']),
  width: z.number().int().min(0).max(2000),
  /** The header the column came with from the teacher's file (issue 29); older tables lack it. */
  source: cellText.optional(),
});

/** A key's case: one of its language's (the Russian vocative is not a case). */
const grammarSchema = z.union([
  z.object({ language: z.literal('ru'), case: z.enum(GRAMMAR_CASES.ru) }),
  z.object({ language: z.literal('uk'), case: z.enum(GRAMMAR_CASES.uk) }),
]);

/** Issue 29: per key, the join's separator and the case its names print in. */
const keyOptionsSchema = z.object({
  separator: shortText(10).optional(),
  grammar: grammarSchema.optional(),
});

/** A table has at most a key per column; a correction per pupil and case, within the rows. */
const keysSchema = z
  .record(shortText(maxCellChars), keyOptionsSchema)
  .refine((keys) => Object.keys(keys).length <= maxColumns);
const correctionsSchema = z
  .record(shortText(maxCellChars + 64), cellText)
  .refine((corrections) => Object.keys(corrections).length <= maxRows);

/** Seed 001 §3 Spreadsheet settings; fields the client adds beyond these are not kept. */
export const settingsSchema = z.object({
  headers: shortText(maxColumns * (maxCellChars + 1)),
  colcount: z.number().int().min(0).max(maxColumns),
  type: z.enum(['upload_file', 'google', '']),
  url: shortText(2000),
  googleautoupload: flag,
  big: flag,
  spreadsheet_help: flag,
  folder_id: shortText(40),
  mail_template: shortText(40),
  yadisk: flag,
  email_send: flag,
  email_timeout_value: z.string().regex(/^\d{0,6}$/),
  email_timeout_unit: z.enum(['minutes', 'hours', 'days', '']),
  genuine: flag,
  keys: keysSchema.optional(),
  corrections: correctionsSchema.optional(),
});

const tableSchema = z
  .object({
    columns: z.array(columnSchema).min(1).max(maxColumns),
    data: z.array(z.array(cellText).max(maxColumns)).max(maxRows),
    settings: settingsSchema,
  })
  // Column 0 is the checkbox column; rows hold at most a cell per column.
  .refine((table) => table.columns[0]!.type === 'check')
  .refine((table) => table.data.every((row) => row.length <= table.columns.length));

export type Checked<T> = { ok: true; value: T } | { ok: false; code: SpreadsheetErrorCode };

/**
 * The limit a table breaks, named by its own code (too many rows, columns, a long cell), before
 * the shape is checked: the teacher learns what to cut, not only that it failed.
 */
function limitBroken(rows: unknown, columnCount: number): SpreadsheetErrorCode | undefined {
  if (columnCount > maxColumns) return 'too_many_columns';
  if (!Array.isArray(rows)) return undefined;
  if (rows.length > maxRows) return 'too_many_rows';
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    if (row.length > maxColumns) return 'too_many_columns';
    for (const cell of row)
      if (typeof cell === 'string' && cell.length > maxCellChars) return 'cell_too_long';
  }
  return undefined;
}

/** meta-set's three parts (columns, data, settings), checked whole. */
export function checkTable(parts: unknown[]): Checked<SpreadsheetTable> {
  if (parts.length !== 3) return { ok: false, code: 'meta_invalid' };
  const [columns, data, settings] = parts;
  const broken = limitBroken(data, Array.isArray(columns) ? columns.length : 0);
  if (broken) return { ok: false, code: broken };
  const parsed = tableSchema.safeParse({ columns, data, settings });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, code: 'meta_invalid' };
}

const importedSchema = z.object({
  headers: z.array(cellText).max(maxColumns),
  rows: z.array(z.array(cellText).max(maxColumns)).max(maxRows),
});

/** A class list's table (JSON ImportedTable), within the limits of any table. */
export function checkImportedTable(value: unknown): Checked<ImportedTable> {
  if (typeof value !== 'object' || value === null) return { ok: false, code: 'meta_invalid' };
  const { headers, rows } = value as { headers?: unknown; rows?: unknown };
  const broken = limitBroken(rows, Array.isArray(headers) ? headers.length : 0);
  if (broken) return { ok: false, code: broken };
  const parsed = importedSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, code: 'meta_invalid' };
}
