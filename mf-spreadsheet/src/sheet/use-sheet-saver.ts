import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { SpreadsheetTable } from '@gramota/contracts';
import { useSpreadsheetMetaSetMutation } from '../spreadsheet.api';
import { SheetSaver, type SaveState } from './sheet-saver';

/**
 * Saving: 20 s after load, on change, and at once when the page is hidden; never for a read-only
 * table or one without keys (`canSave` false: no saver, the state stays 'idle').
 */
export function useSheetSaver(
  docId: string,
  canSave: boolean,
  tableRef: MutableRefObject<SpreadsheetTable>,
) {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [metaSet] = useSpreadsheetMetaSetMutation();
  const saverRef = useRef<SheetSaver | null>(null);
  useEffect(() => {
    if (!canSave) return;
    const saver = new SheetSaver(
      {
        save: async (next) => {
          await metaSet({ docId, table: next }).unwrap();
        },
        onState: setSaveState,
      },
      tableRef.current,
    );
    saverRef.current = saver;
    saver.start();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.saveNow(tableRef.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      saver.leave();
      saverRef.current = null;
    };
  }, [canSave, docId, metaSet, tableRef]);
  return { saverRef, saveState };
}
