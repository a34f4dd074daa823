import { useTranslation } from 'react-i18next';
import { shownRowNumber } from '../model/grid-data';
import type { CellHover } from './use-cell-hover';
import styles from './sheet-grid.module.css';

/**
 * The selected row's view button over its row number: a layer of its own above the library's
 * overlayer (sheet-grid.module.css), so a real click reaches it.
 */
export function RowViewButton({
  row,
  top,
  onView,
}: {
  row: number;
  top: number;
  onView(row: number): void;
}) {
  const { t } = useTranslation('spreadsheet');
  const label = t('spreadsheet.viewRow', { row: shownRowNumber(row) });
  return (
    <button
      type="button"
      className={styles.rowButton}
      style={{ top }}
      title={label}
      aria-label={label}
      onClick={() => onView(row)}
    >
      👁
    </button>
  );
}

/** The whole text of the cut-off cell under the pointer, under that cell; never in the way. */
export function CellHoverText({ hover }: { hover: CellHover }) {
  return (
    <div
      className={styles.hover}
      style={{ left: hover.left, top: hover.top }}
      role="tooltip"
      data-testid="cell-hover"
    >
      {hover.text}
    </div>
  );
}
