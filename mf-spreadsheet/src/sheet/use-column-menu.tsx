import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetTable } from '@gramota/contracts';
import { headerLabels } from './column-labels';
import { ColumnMenu } from './column-menu.component';
import { columnChoices, isActiveColumn, keyColumns, sourceHeader } from './column-pool';
import { keyOptions } from './key-options';
import { columnKey, isSingleKey } from '../model/layout';
import type { MenuAnchor, SheetGridHandle } from './sheet-grid.component';
import type { useColumnActions } from './use-column-actions';

interface ColumnMenuInput {
  table: SpreadsheetTable;
  keys: readonly string[];
  readOnly: boolean;
  columns: ReturnType<typeof useColumnActions>;
  gridRef: RefObject<SheetGridHandle>;
}

/**
 * The open column menu: which column, where, and the menu itself with what the table says of
 * that column (its choices, its key's options). Closed by the keyboard, the focus goes back to
 * where it was opened from.
 */
export function useColumnMenu({ table, keys, readOnly, columns, gridRef }: ColumnMenuInput) {
  const { t } = useTranslation('spreadsheet');
  const [menu, setMenu] = useState<{ column: number; anchor: MenuAnchor } | null>(null);
  const labels = useMemo(() => headerLabels(table, t), [table, t]);

  const close = (by: 'keyboard' | 'pointer') => {
    const column = menu?.column;
    setMenu(null);
    if (by === 'keyboard' && column !== undefined) gridRef.current?.restoreFocus(column);
  };

  let overlay = null;
  if (menu && !readOnly) {
    const { column } = menu;
    const own = table.columns[column];
    const key = own ? columnKey(own) : null;
    overlay = (
      <ColumnMenu
        key={column}
        column={column}
        header={labels[column] ?? ''}
        anchor={menu.anchor}
        choices={columnChoices(table, column, keys)}
        columnName={(index) => {
          const other = table.columns[index];
          return (other && sourceHeader(other)) ?? labels[index] ?? '';
        }}
        active={isActiveColumn(table, column)}
        options={key ? keyOptions(table.settings, key) : null}
        joined={key !== null && keyColumns(table, key).length > 1}
        declinable={key !== null && !isSingleKey(key)}
        onAssign={(name) => columns.assign(column, name)}
        onNone={() => columns.none(column)}
        onInsert={() => columns.insert(column)}
        onDelete={() => columns.remove(column)}
        onSeparator={(separator) => columns.separator(column, separator)}
        onGrammar={(grammar) => columns.grammar(column, grammar)}
        onClose={close}
      />
    );
  }

  return {
    menuColumn: menu?.column ?? null,
    open: (column: number, anchor: MenuAnchor) => setMenu({ column, anchor }),
    overlay,
  };
}
