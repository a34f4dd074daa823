import { useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyGrammar, SpreadsheetTable } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import {
  assignColumn,
  deleteColumn,
  insertColumn,
  isActiveColumn,
  resetColumn,
} from './column-pool';
import { withGrammar, withSeparator } from './key-options';
import { columnKey } from '../model/layout';

interface ColumnActionsInput {
  keys: readonly string[];
  language: string;
  tableRef: MutableRefObject<SpreadsheetTable>;
  /** The table with the grid's newest cells. */
  current(): SpreadsheetTable;
  update(next: SpreadsheetTable, reload: boolean): void;
}

/**
 * What can be done to a column: from its header menu (a key assigned, none, insert, delete, the
 * separator and case of its key) or from the topbar, which acts on the selected cell's column.
 */
export function useColumnActions({
  keys,
  language,
  tableRef,
  current,
  update,
}: ColumnActionsInput) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const notify = useNotify();
  const [selection, setSelection] = useState<{ row: number | null; column: number | null }>({
    row: null,
    column: null,
  });

  const withKey = (
    column: number,
    change: (table: SpreadsheetTable, key: string) => SpreadsheetTable,
  ) => {
    const own = tableRef.current.columns[column];
    const key = own ? columnKey(own) : null;
    if (key) update(change(current(), key), false);
  };

  const columnActions = {
    assign: (column: number, key: string) =>
      update(assignColumn(current(), column, key, keys), true),
    none: (column: number) => update(resetColumn(current(), column, language), true),
    insert: (column: number) => update(insertColumn(current(), column, language), true),
    remove: (column: number) => update(deleteColumn(current(), column), true),
    /** A key's options change the headers' words only: no reload of the cells. */
    separator: (column: number, separator: string) =>
      withKey(column, (table, key) => withSeparator(table, key, separator)),
    grammar: (column: number, grammar: KeyGrammar | null) =>
      withKey(column, (table, key) => withGrammar(table, key, grammar)),
  };

  /** The topbar's column actions need a selected column (seed 001 §5: 'Выберите столбец'). */
  const withColumn = (action: (column: number) => void) => {
    const column = selection.column;
    if (!column || column < 1) return notify.alert(t('spreadsheet:spreadsheet.selectColumn'));
    action(column);
  };

  return {
    ...columnActions,
    /** The grid tells which cell is selected. */
    select: (row: number | null, column: number | null) => setSelection({ row, column }),
    insertSelected: () => withColumn((column) => columnActions.insert(column)),
    /** Only one of the active columns is deleted (not the empty ones after them). */
    deleteSelected: () =>
      withColumn((column) => {
        if (isActiveColumn(tableRef.current, column)) columnActions.remove(column);
      }),
  };
}
