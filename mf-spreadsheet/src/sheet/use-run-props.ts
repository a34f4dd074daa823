import { useCallback, type MutableRefObject, type RefObject } from 'react';
import type { SpreadsheetMeta, SpreadsheetTable } from '@gramota/contracts';
import type { MassCreateButtonProps } from '../mass';
import { withSettings } from './layout';
import { firstKeyColumn } from './row-values';
import type { SheetGridHandle } from './sheet-grid.component';
import type { SheetSaver } from './sheet-saver';
import type { SheetSnapshot } from './sheet-snapshot';

interface RunPropsInput {
  docId: string;
  meta: SpreadsheetMeta;
  tableRef: MutableRefObject<SpreadsheetTable>;
  gridRef: RefObject<SheetGridHandle>;
  saverRef: MutableRefObject<SheetSaver | null>;
}

/**
 * Mass creation's side of the seam (mass/index.ts): what both runs (a mass creation, a Drive
 * group) read of the table, and the two things they ask of it (save now, show a row).
 */
export function useRunProps({
  docId,
  meta,
  tableRef,
  gridRef,
  saverRef,
}: RunPropsInput): MassCreateButtonProps {
  const getSnapshot = useCallback((): SheetSnapshot => {
    const data = gridRef.current?.readData() ?? tableRef.current.data;
    return { columns: tableRef.current.columns, data };
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
  return { docId, meta, getSnapshot, saveNow, showRow };
}
