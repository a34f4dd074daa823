import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPicker } from './grid-picker.component';
import { ToolbarPopover } from './toolbar-popover.component';
import { TableIcon } from './toolbar-icons.component';
import styles from './toolbar.module.css';

/** The picker offers tables up to 10 × 10; rows and columns can be added later. */
export const TABLE_PICKER_SIZE = 10;

interface TableSizePickerProps {
  disabled: boolean;
  onPick(rows: number, columns: number): void;
}

const sizeOf = (index: number) => ({
  rows: Math.floor(index / TABLE_PICKER_SIZE) + 1,
  columns: (index % TABLE_PICKER_SIZE) + 1,
});

/** Insert a table: hover or arrow to the size, click or Enter to insert. */
export function TableSizePicker({ disabled, onPick }: TableSizePickerProps) {
  const { t } = useTranslation('redactor');
  const [active, setActive] = useState(0);
  const chosen = sizeOf(active);
  return (
    <ToolbarPopover
      label={t('editor.table')}
      testId="table-insert"
      disabled={disabled}
      trigger={<TableIcon />}
    >
      {(close) => (
        <div className={styles.tablePicker}>
          <GridPicker
            label={t('editor.tablePick')}
            testId="table-size"
            columns={TABLE_PICKER_SIZE}
            count={TABLE_PICKER_SIZE * TABLE_PICKER_SIZE}
            cellLabel={(index) =>
              t('editor.tableSize', { rows: sizeOf(index).rows, cols: sizeOf(index).columns })
            }
            cellClassName={(index) => {
              const cell = sizeOf(index);
              const inside = cell.rows <= chosen.rows && cell.columns <= chosen.columns;
              return [styles.tableCell, inside && styles.tableCellOn].filter(Boolean).join(' ');
            }}
            onActiveChange={setActive}
            onPick={(index) => {
              close();
              onPick(sizeOf(index).rows, sizeOf(index).columns);
            }}
          />
          <div className={styles.tablePickerSize} aria-live="polite">
            {t('editor.tableSize', { rows: chosen.rows, cols: chosen.columns })}
          </div>
        </div>
      )}
    </ToolbarPopover>
  );
}
