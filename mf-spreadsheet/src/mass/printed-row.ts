import type {
  MassRowValues,
  PupilGender,
  SpreadsheetMeta,
  SpreadsheetSettings,
} from '@gramota/contracts';
import type { SheetSnapshot } from '../model/sheet-snapshot';
import { namePlan } from './name-plan';
import { prepareRun, type DeclineCall } from './prepare-names';
import { keyColumns } from './key-columns';
import { composeRow } from './row-compose';

/** A row's values as a run prints them, and the gender its words follow. */
export interface PrintedRow {
  values: MassRowValues;
  gender: PupilGender | null;
}

/**
 * One row of the table, ticked or not, as a run would print it (the row preview): its columns
 * joined, its names declined with the teacher's corrections, its gender from the '%Пол' column
 * or the pupil's name. When the names cannot be declined it is shown as written.
 */
export async function printedRow(
  table: SheetSnapshot,
  meta: Pick<SpreadsheetMeta, 'keys' | 'gendered'>,
  row: number,
  decline: DeclineCall,
): Promise<PrintedRow> {
  const columns = keyColumns(table.columns, meta);
  const settings: Partial<SpreadsheetSettings> = table.settings ?? {};
  const composed = composeRow(table.data[row] ?? [], row, columns, settings);
  try {
    const prepared = await prepareRun(
      {
        rows: [composed],
        names: namePlan(meta, table.columns, columns, settings, [composed]),
        corrections: settings.corrections ?? {},
        emailColumn: columns.email !== null,
        problem: null,
      },
      decline,
    );
    const [first] = prepared.rows;
    return { values: first!.values, gender: first!.gender };
  } catch {
    return { values: composed.values, gender: composed.tableGender };
  }
}
