/** What the table gives a run's button (mass creation, Drive create): the table and its actions. */
import type { SpreadsheetMeta } from '@gramota/contracts';
import type { SheetSnapshot } from '../sheet/sheet-snapshot';

export interface MassCreateButtonProps {
  docId: string;
  meta: SpreadsheetMeta;
  /** The table now (read when the teacher clicks). */
  getSnapshot(): SheetSnapshot;
  /** Saves the table at once; false when it could not be saved (the run does not start). */
  saveNow(): Promise<boolean>;
  /** Scrolls the grid to a row and selects its first key cell (a warning's "fix" link). */
  showRow(row: number): void;
}
