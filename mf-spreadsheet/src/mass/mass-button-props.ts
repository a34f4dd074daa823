/** What the table gives a run's button (mass creation, Drive create): the table and its actions. */
import type { SpreadsheetMeta, SpreadsheetTable } from '@gramota/contracts';
import type { SheetSnapshot } from '../model/sheet-snapshot';

export interface MassCreateButtonProps {
  docId: string;
  meta: SpreadsheetMeta;
  /** The table now (read when the teacher clicks). */
  getSnapshot(): SheetSnapshot;
  /** Saves the table at once; false when it could not be saved (the run does not start). */
  saveNow(): Promise<boolean>;
  /** Scrolls the grid to a row and selects its first key cell (a warning's "fix" link). */
  showRow(row: number): void;
  /**
   * Changes the table from the pre-run check (a row's gender written into its '%Пол' column, a
   * name's correction kept in the settings) and returns the table as it now is; `reload` when
   * cells or columns changed, so the grid shows them.
   */
  updateTable(
    change: (table: SpreadsheetTable) => SpreadsheetTable,
    reload: boolean,
  ): SheetSnapshot;
}
