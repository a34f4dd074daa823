import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetColumn } from '@gramota/contracts';
import { columnLetter } from './column-labels';
import type { HeaderGeometry } from './grid-geometry';
import styles from './sheet-grid.module.css';

export interface HeaderButtonsProps {
  geometry: HeaderGeometry;
  columns: readonly SpreadsheetColumn[];
  labels: readonly string[];
  /** The column whose menu is open. */
  openColumn: number | null;
  onOpen(column: number, button: HTMLButtonElement): void;
  onCheckAll(): void;
  /** The grid finds a header button again to give it the focus back. */
  register(column: number, button: HTMLButtonElement | null): void;
}

/**
 * Our header row as real buttons over the canvas the library draws it on: a click or Enter opens
 * the column's menu, Tab reaches every header, and a screen reader (or a test) finds each by the
 * words it shows. Column 0's button ticks every row. They follow the library's widths and
 * horizontal scroll (geometry read after each of its renders).
 */
export function HeaderButtons(props: HeaderButtonsProps) {
  const { t } = useTranslation('spreadsheet');
  const { geometry, columns, labels } = props;
  // The library's window key handler would also move its selection on these keys; left and
  // right move along the headers instead.
  const keepKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key))
      return;
    event.stopPropagation();
    const next =
      event.key === 'ArrowRight'
        ? event.currentTarget.nextElementSibling
        : event.key === 'ArrowLeft'
          ? event.currentTarget.previousElementSibling
          : null;
    if (next instanceof HTMLButtonElement) {
      event.preventDefault();
      next.focus();
    }
  };
  const check = geometry.frozenWidth > 0;
  return (
    <div
      className={styles.headerRow}
      style={{
        top: geometry.top,
        height: geometry.height,
        left: geometry.indexWidth,
        width: geometry.frozenWidth + geometry.clipWidth,
      }}
      role="group"
      aria-label={t('spreadsheet.column.headers')}
    >
      {check ? (
        <button
          type="button"
          className={styles.headerCheck}
          style={{ width: geometry.frozenWidth, height: geometry.height }}
          aria-label={t('spreadsheet.checkAll')}
          title={t('spreadsheet.checkAll')}
          onClick={props.onCheckAll}
          onKeyDown={keepKeys}
        >
          ✓
        </button>
      ) : null}
      <div
        className={styles.headerClip}
        style={{ left: geometry.frozenWidth, width: geometry.clipWidth, height: geometry.height }}
      >
        {geometry.cells.map(({ column, left, width }) => {
          const label = labels[column] ?? '';
          const pad = columns[column]?.type === 'pad' || label === '';
          const name = pad ? t('spreadsheet.column.add', { column: columnLetter(column) }) : label;
          return (
            <button
              key={column}
              ref={(button) => props.register(column, button)}
              type="button"
              className={`${styles.headerButton} ${pad ? styles.headerPad : ''}`}
              style={{ left, width, height: geometry.height }}
              data-column={column}
              aria-haspopup="menu"
              aria-expanded={props.openColumn === column}
              aria-label={pad ? name : undefined}
              title={`${name}\n${t('spreadsheet.column.open')}`}
              onClick={(event) => props.onOpen(column, event.currentTarget)}
              onKeyDown={keepKeys}
            >
              {pad ? '' : label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
