import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetMeta } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { useAppDispatch } from '@gramota/store';
import { shownRowNumber } from '../model/grid-data';
import { RowPreviewModal } from './row-preview.modal';
import type { SheetSnapshot } from '../model/sheet-snapshot';
import { storeDecline } from './mass-store-ports';
import { printedRow } from './printed-row';

interface RowPreviewInput {
  docId: string;
  meta: SpreadsheetMeta;
  getSnapshot(): SheetSnapshot;
}

/**
 * The row preview (👁): the row's page as the run will print it — joined columns, declined
 * names, the words of its gender — so what the teacher sees is what prints.
 */
export function useRowPreview({ docId, meta, getSnapshot }: RowPreviewInput) {
  const { t } = useTranslation('spreadsheet');
  const shell = useShellApi();
  const dispatch = useAppDispatch();
  // A second click while the names are being declined opens nothing more.
  const pending = useRef(false);
  return useCallback(
    (row: number) => {
      if (pending.current) return;
      pending.current = true;
      void printedRow(getSnapshot(), meta, row, storeDecline(dispatch)).then(
        ({ values, gender }) => {
          pending.current = false;
          shell.showModal({
            title: t('spreadsheet.preview.title', { row: shownRowNumber(row) }),
            component: RowPreviewModal,
            props: { docId, row, values, gender },
          });
        },
      );
    },
    [dispatch, docId, getSnapshot, meta, shell, t],
  );
}
