/**
 * Mass creation's face to the table screen (the grid mounts MassCreateButton in its topbar).
 * mass-create-button.component.tsx implements it.
 */
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

export { MassCreateButton } from './mass-create-button.component';
