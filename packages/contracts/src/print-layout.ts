/**
 * How a file is printed (issue 36; seed 001 §4 generation, §7 print and print orders): on a plain
 * sheet, onto a pre-printed blank through a saved printer's calibration, several to an A4 sheet,
 * or for a print shop with bleed and crop marks. The geometry itself is @gramota/doc-style's
 * print-geometry; this is what the apps send and the server reads.
 */

/** What a teacher may enter (issue 36 "Bad input"). */
export const PRINT_LAYOUT_LIMITS = {
  /** A printer's feed is off by a few millimetres; more than this is a mistyped number. */
  shiftMm: 30,
  /** The calibration scale, per cent of true size. */
  scalePercent: { min: 80, max: 120 },
  /** A custom grid's columns and rows. */
  gridSide: { min: 1, max: 6 },
  /** Documents on one sheet (a 4×6 grid still prints readable name cards). */
  perSheetMax: 24,
  /** Copies of one document laid out on sheets. */
  copiesMax: 100,
  /** Saved printers per account. */
  printersMax: 20,
  printerNameMax: 60,
} as const;

/** A sheet's grid (doc-style sheetGrid lays it out on A4). */
export interface GridChoice {
  columns: number;
  rows: number;
  /** Presets may be turned round to fit the page larger; a custom grid keeps its shape. */
  turnable: boolean;
}

/** The presets of "several on a sheet": A5 two on A4, A6 four on A4. */
export const NUP_PRESETS = {
  two: { columns: 2, rows: 1, turnable: true },
  four: { columns: 2, rows: 2, turnable: true },
} as const satisfies Record<string, GridChoice>;

export const PRINT_MODES = ['plain', 'blank', 'sheet', 'press'] as const;
export type PrintMode = (typeof PRINT_MODES)[number];

export const SHEET_GRIDS = ['two', 'four', 'custom'] as const;
export type SheetGridId = (typeof SHEET_GRIDS)[number];

/** A saved printer (GET /api/printers/). */
export interface PrinterAnswer {
  id: string;
  name: string;
  shift_x_mm: number;
  shift_y_mm: number;
  scale_percent: number;
}

export interface PrintersAnswer {
  result: 'success';
  printers: PrinterAnswer[];
}

/** A printer's fields as a form sends them. */
export interface PrinterFields {
  name: string;
  shiftXMm: number;
  shiftYMm: number;
  scalePercent: number;
}

/** What the teacher chose, before the server looks the printer up. */
export type PrintRequest =
  | { mode: 'plain' }
  | { mode: 'blank'; printerId: string | null }
  | { mode: 'sheet'; grid: SheetGridId; columns: number; rows: number; copies: number }
  | { mode: 'press' };

export const printErrors = {
  layout_invalid: 'Choose how to print: a plain sheet, a blank, several on a sheet or a print shop',
  printer_invalid: 'Choose one of your saved printers',
  printer_name: `Give the printer a name of 1 to ${PRINT_LAYOUT_LIMITS.printerNameMax} characters`,
  shift_invalid: `The shift must be a number of millimetres from -${PRINT_LAYOUT_LIMITS.shiftMm} to ${PRINT_LAYOUT_LIMITS.shiftMm}`,
  scale_invalid: `The scale must be from ${PRINT_LAYOUT_LIMITS.scalePercent.min} to ${PRINT_LAYOUT_LIMITS.scalePercent.max} per cent`,
  grid_invalid: `A sheet holds ${PRINT_LAYOUT_LIMITS.gridSide.min} to ${PRINT_LAYOUT_LIMITS.gridSide.max} columns and rows, at most ${PRINT_LAYOUT_LIMITS.perSheetMax} documents`,
  copies_invalid: `Copies: from 1 to ${PRINT_LAYOUT_LIMITS.copiesMax}`,
  printers_full: `You can keep at most ${PRINT_LAYOUT_LIMITS.printersMax} printers; delete one first`,
  not_found: 'Not found',
  render_unavailable: 'Printing is not available on this server just now',
} as const;
export type PrintErrorCode = keyof typeof printErrors;

/** A refusal: which code, and which form field it points at. */
export interface PrintFieldError {
  ok: false;
  code: PrintErrorCode;
  field: string;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? text(value[0]) : undefined;

/** A decimal in the form (a comma is a decimal point, as teachers type it). */
function decimal(value: unknown): number | null {
  const raw = text(value)?.trim().replace(',', '.') ?? '';
  if (!/^[-+]?\d{1,4}(?:\.\d{1,3})?$/.test(raw)) return null;
  return Number(raw);
}

function whole(value: unknown, fallback: number): number | null {
  const raw = text(value)?.trim() ?? '';
  if (raw === '') return fallback;
  return /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/** The grid a sheet request lays out (presets may be turned round to fit the page larger). */
export function gridChoiceOf(request: Extract<PrintRequest, { mode: 'sheet' }>): GridChoice {
  return request.grid === 'custom'
    ? { columns: request.columns, rows: request.rows, turnable: false }
    : NUP_PRESETS[request.grid];
}

/** Reads `layout`, `printer`, `grid`, `columns`, `rows`, `copies` of a print request. */
export function readPrintRequest(
  fields: Fields,
): { ok: true; value: PrintRequest } | PrintFieldError {
  const mode = text(fields.layout)?.trim() || 'plain';
  if (!(PRINT_MODES as readonly string[]).includes(mode))
    return { ok: false, code: 'layout_invalid', field: 'layout' };
  if (mode === 'plain' || mode === 'press') return { ok: true, value: { mode } };
  if (mode === 'blank') {
    const printer = text(fields.printer)?.trim() ?? '';
    if (printer !== '' && !/^\d{1,12}$/.test(printer))
      return { ok: false, code: 'printer_invalid', field: 'printer' };
    return { ok: true, value: { mode, printerId: printer === '' ? null : printer } };
  }
  const grid = text(fields.grid)?.trim() || 'two';
  if (!(SHEET_GRIDS as readonly string[]).includes(grid))
    return { ok: false, code: 'grid_invalid', field: 'grid' };
  const copies = whole(fields.copies, 1);
  if (copies === null || copies < 1 || copies > PRINT_LAYOUT_LIMITS.copiesMax)
    return { ok: false, code: 'copies_invalid', field: 'copies' };
  const preset = grid === 'custom' ? null : NUP_PRESETS[grid as 'two' | 'four'];
  const columns = preset ? preset.columns : whole(fields.columns, -1);
  const rows = preset ? preset.rows : whole(fields.rows, -1);
  const { min, max } = PRINT_LAYOUT_LIMITS.gridSide;
  const fits = (side: number | null): side is number => side !== null && side >= min && side <= max;
  if (!fits(columns)) return { ok: false, code: 'grid_invalid', field: 'columns' };
  if (!fits(rows) || columns * rows > PRINT_LAYOUT_LIMITS.perSheetMax)
    return { ok: false, code: 'grid_invalid', field: 'rows' };
  return {
    ok: true,
    value: { mode: 'sheet', grid: grid as SheetGridId, columns, rows, copies },
  };
}

/** Reads a printer's form (`name`, `shift_x`, `shift_y`, `scale`). */
export function readPrinterFields(
  fields: Fields,
): { ok: true; value: PrinterFields } | PrintFieldError {
  const name = (text(fields.name) ?? '').replace(/\s+/g, ' ').trim();
  if (name === '' || [...name].length > PRINT_LAYOUT_LIMITS.printerNameMax)
    return { ok: false, code: 'printer_name', field: 'name' };
  const shift = (field: string) => {
    const raw = text(fields[field]);
    if (raw === undefined || raw.trim() === '') return 0;
    const value = decimal(raw);
    return value !== null && Math.abs(value) <= PRINT_LAYOUT_LIMITS.shiftMm ? value : null;
  };
  const shiftXMm = shift('shift_x');
  if (shiftXMm === null) return { ok: false, code: 'shift_invalid', field: 'shift_x' };
  const shiftYMm = shift('shift_y');
  if (shiftYMm === null) return { ok: false, code: 'shift_invalid', field: 'shift_y' };
  const rawScale = text(fields.scale);
  const scalePercent = rawScale === undefined || rawScale.trim() === '' ? 100 : decimal(rawScale);
  const { min, max } = PRINT_LAYOUT_LIMITS.scalePercent;
  if (scalePercent === null || scalePercent < min || scalePercent > max)
    return { ok: false, code: 'scale_invalid', field: 'scale' };
  return { ok: true, value: { name, shiftXMm, shiftYMm, scalePercent } };
}

/** The print calls (issue 36). */
export const printApiPaths = {
  printers: '/api/printers/',
  printer: (id: string) => `/api/printers/${encodeURIComponent(id)}/`,
  deletePrinter: (id: string) => `/api/printers/${encodeURIComponent(id)}/delete/`,
  /** The calibration test sheet (PDF) for a paper format. */
  calibrationSheet: (format: string) =>
    `/api/printers-calibration-sheet/?format=${encodeURIComponent(format)}`,
  /**
   * A run's made files (ready ids, at most 30, as ready-mass-pdf takes them) laid out for paper,
   * as one PDF; the layout's fields in the query (layout, printer, grid, columns, rows).
   */
  massPrint: (readyIds: readonly (string | number)[], query: Record<string, string>) =>
    `/api/ready-mass-print/${readyIds.join(',')}/?${new URLSearchParams(query).toString()}`,
} as const;
