import { gridChoiceOf, PRINT_LAYOUT_LIMITS, type PrintRequest } from '@gramota/contracts';
import { NO_CALIBRATION, type PrinterCalibration } from '@gramota/doc-style';
import type { PrintPlan } from '../render';
import { printError } from '../printers';

/** A job's print layout (creator_jobs.print_layout): how its PDF is laid out, and how many copies. */
export interface JobPrintLayout {
  plan: PrintPlan;
  /** Copies of the document laid out on sheets (several on a sheet), else 1. */
  copies: number;
}

/** What the creator asks the printers module: a printer's calibration, null when not the account's. */
export interface CreatorPrinters {
  calibration(userId: string, printerId: string): Promise<PrinterCalibration | null>;
}

/** Types whose file is printed or downloaded, and so may be laid out for paper. */
export const LAID_OUT_TYPES: ReadonlySet<string> = new Set(['print', 'export', 'print-order']);

/**
 * The layout a request asks for, with the printer's calibration looked up now: a later change
 * to the printer does not move a print already queued. Plain: null (the document's own page).
 */
export async function jobPrintLayout(
  userId: string,
  request: PrintRequest,
  printers: CreatorPrinters | undefined,
): Promise<JobPrintLayout | null> {
  switch (request.mode) {
    case 'plain':
      return null;
    case 'press':
      return { plan: { mode: 'press' }, copies: 1 };
    case 'sheet':
      return { plan: { mode: 'sheet', grid: gridChoiceOf(request) }, copies: request.copies };
    case 'blank': {
      if (request.printerId === null)
        return { plan: { mode: 'blank', calibration: NO_CALIBRATION }, copies: 1 };
      const calibration = await printers?.calibration(userId, request.printerId);
      if (!calibration) throw printError(400, 'printer_invalid', 'printer');
      return { plan: { mode: 'blank', calibration }, copies: 1 };
    }
  }
}

/** The column's text. */
export const printLayoutColumn = (layout: JobPrintLayout | null): string | null =>
  layout ? JSON.stringify(layout) : null;

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The column read back; anything unreadable is the document's own page (never a failed job). */
export function readJobPrintLayout(text: string | null): JobPrintLayout | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const layout = parsed as Partial<JobPrintLayout> | null;
  const plan = layout?.plan as Partial<PrintPlan> | undefined;
  const copies =
    finite(layout?.copies) && layout.copies >= 1
      ? Math.min(PRINT_LAYOUT_LIMITS.copiesMax, Math.floor(layout.copies))
      : 1;
  if (plan?.mode === 'press') return { plan: { mode: 'press' }, copies: 1 };
  if (plan?.mode === 'blank') {
    const calibration = (plan as { calibration?: Partial<PrinterCalibration> }).calibration;
    if (
      !calibration ||
      !finite(calibration.shiftXMm) ||
      !finite(calibration.shiftYMm) ||
      !finite(calibration.scalePercent)
    )
      return null;
    return {
      plan: {
        mode: 'blank',
        calibration: {
          shiftXMm: calibration.shiftXMm,
          shiftYMm: calibration.shiftYMm,
          scalePercent: calibration.scalePercent,
        },
      },
      copies: 1,
    };
  }
  if (plan?.mode === 'sheet') {
    const grid = (plan as { grid?: { columns?: unknown; rows?: unknown; turnable?: unknown } })
      .grid;
    const { min, max } = PRINT_LAYOUT_LIMITS.gridSide;
    const side = (value: unknown): value is number =>
      finite(value) && Number.isInteger(value) && value >= min && value <= max;
    if (!grid || !side(grid.columns) || !side(grid.rows)) return null;
    return {
      plan: {
        mode: 'sheet',
        grid: { columns: grid.columns, rows: grid.rows, turnable: grid.turnable === true },
      },
      copies,
    };
  }
  return null;
}
