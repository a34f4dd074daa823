import {
  NUP_PRESETS,
  printErrors,
  readPrintRequest,
  type PrintMode,
  type SheetGridId,
} from '@gramota/contracts';

/** What the print fields hold, as typed (the server reads it with readPrintRequest). */
export interface PrintLayoutValue {
  mode: PrintMode;
  /** A saved printer's id, '' for none (no correction). */
  printer: string;
  grid: SheetGridId;
  columns: string;
  rows: string;
  copies: string;
}

export const PLAIN_PRINT: PrintLayoutValue = {
  mode: 'plain',
  printer: '',
  grid: 'two',
  columns: '3',
  rows: '3',
  copies: '1',
};

/** The fields a creator call or a class print sends (only the chosen mode's). */
export function printLayoutFields(value: PrintLayoutValue): Record<string, string> {
  switch (value.mode) {
    case 'plain':
    case 'press':
      return { layout: value.mode };
    case 'blank':
      return value.printer ? { layout: 'blank', printer: value.printer } : { layout: 'blank' };
    case 'sheet':
      return {
        layout: 'sheet',
        grid: value.grid,
        ...(value.grid === 'custom' ? { columns: value.columns, rows: value.rows } : {}),
        copies: value.copies,
      };
  }
}

/** The contract's verdict on the value: the code and field of the first problem, or null. */
export function printLayoutProblem(
  value: PrintLayoutValue,
): { code: keyof typeof printErrors; field: string } | null {
  const read = readPrintRequest(printLayoutFields(value));
  return read.ok ? null : { code: read.code, field: read.field };
}

/** Documents on one sheet of the chosen layout (1 unless several on a sheet). */
export function perSheetOf(value: PrintLayoutValue): number {
  if (value.mode !== 'sheet') return 1;
  if (value.grid !== 'custom') {
    const preset = NUP_PRESETS[value.grid];
    return preset.columns * preset.rows;
  }
  return Number(value.columns) * Number(value.rows);
}
