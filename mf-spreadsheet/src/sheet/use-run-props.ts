import { useCallback, useMemo, type MutableRefObject, type RefObject } from 'react';
import type { SpreadsheetMeta, SpreadsheetTable } from '@gramota/contracts';
import type { MassCreateButtonProps } from '../mass';
import { useRowPreview } from '../mass/use-row-preview';
import { withSettings } from '../model/layout';
import { firstKeyColumn } from './first-key-column';
import type { SheetGridHandle } from './sheet-grid.component';
import type { SheetSaver } from './sheet-saver';
import type { SheetSnapshot } from '../model/sheet-snapshot';

interface RunPropsInput {
  docId: string;
  meta: SpreadsheetMeta;
  tableRef: MutableRefObject<SpreadsheetTable>;
  gridRef: RefObject<SheetGridHandle>;
  saverRef: MutableRefObject<SheetSaver | null>;
  /** The screen's one way to change the table (use-sheet-table.ts): saved, and shown on reload. */
  update(next: SpreadsheetTable, reload: boolean): void;
}

/** What the runs read of the table, and the row preview that shows a row as it will print. */
export interface RunProps extends MassCreateButtonProps {
  /** The 👁 button of a row: its page with the names declined and its gender's words. */
  viewRow(row: number): void;
}

/**
 * Mass creation's side of the seam (mass/index.ts): what both runs (a mass creation, a Drive
 * group) read of the table, and what they ask of it (save now, show a row, change it from the
 * pre-run check), plus the row preview, which prints a row as a run would.
 */
export function useRunProps({
  docId,
  meta,
  tableRef,
  gridRef,
  saverRef,
  update,
}: RunPropsInput): RunProps {
  const getSnapshot = useCallback((): SheetSnapshot => {
    const data = gridRef.current?.readData() ?? tableRef.current.data;
    return { columns: tableRef.current.columns, data, settings: tableRef.current.settings };
  }, [gridRef, tableRef]);
  const saveNow = useCallback(async () => {
    const saver = saverRef.current;
    if (!saver) return false;
    const data = gridRef.current?.readData() ?? tableRef.current.data;
    return saver.saveNow(withSettings({ ...tableRef.current, data }));
  }, [gridRef, saverRef, tableRef]);
  const showRow = useCallback(
    (row: number) => {
      gridRef.current?.showRow(row, firstKeyColumn(tableRef.current));
    },
    [gridRef, tableRef],
  );
  const updateTable = useCallback(
    (change: (table: SpreadsheetTable) => SpreadsheetTable, reload: boolean): SheetSnapshot => {
      const data = gridRef.current?.readData() ?? tableRef.current.data;
      update(change({ ...tableRef.current, data }), reload);
      // update() sets tableRef at once; the grid shows a reloaded table only after rendering,
      // so the table is read from the ref, not from the grid.
      const { columns, data: next, settings } = tableRef.current;
      return { columns, data: next, settings };
    },
    [gridRef, tableRef, update],
  );
  const viewRow = useRowPreview({ docId, meta, getSnapshot });
  return useMemo(
    () => ({ docId, meta, getSnapshot, saveNow, showRow, updateTable, viewRow }),
    [docId, meta, getSnapshot, saveNow, showRow, updateTable, viewRow],
  );
}
