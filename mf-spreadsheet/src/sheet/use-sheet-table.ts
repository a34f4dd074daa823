import { useCallback, useRef, useState } from 'react';
import type { SpreadsheetTable } from '@gramota/contracts';
import { withSettings } from '../model/layout';
import type { SheetGridHandle } from './sheet-grid.component';
import { useSheetSaver } from './use-sheet-saver';

/**
 * The table as the screen holds it: React state for rendering, a ref for handlers that must see
 * the latest table without re-binding, the grid's handle (its cells hold the newest edits), and
 * the saver every change is handed to.
 */
export function useSheetTable(docId: string, initialTable: SpreadsheetTable, canSave: boolean) {
  const [table, setTable] = useState(initialTable);
  const tableRef = useRef(table);
  tableRef.current = table;
  /** Bumped when the grid must be rebuilt from the table (not on the grid's own edits). */
  const [revision, setRevision] = useState(0);
  const gridRef = useRef<SheetGridHandle>(null);
  const { saverRef, saveState } = useSheetSaver(docId, canSave, tableRef);

  /** Every change goes through here; `reload` when the grid must be rebuilt from the table. */
  const update = useCallback(
    (next: SpreadsheetTable, reload: boolean) => {
      const settled = withSettings(next);
      tableRef.current = settled;
      setTable(settled);
      if (reload) setRevision((value) => value + 1);
      saverRef.current?.change(settled);
    },
    [saverRef],
  );

  /** The table with the grid's cells as they are now. */
  const current = useCallback(
    (): SpreadsheetTable => ({
      ...tableRef.current,
      data: gridRef.current?.readData() ?? tableRef.current.data,
    }),
    [],
  );

  return { table, tableRef, revision, gridRef, saverRef, saveState, update, current };
}
