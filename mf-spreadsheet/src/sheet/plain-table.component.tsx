import { useTranslation } from 'react-i18next';
import type { SpreadsheetTable } from '@gramota/contracts';
import { activeColumns, usedRows } from '../model/layout';
import styles from './sheet-grid.module.css';

/** Rows shown when the grid cannot draw: enough to see the class, not a 5,000-row page. */
export const PLAIN_ROWS_SHOWN = 200;

/**
 * The table's rows as a plain HTML table, read-only: what the teacher sees when the grid could
 * not be loaded or drawn, with a message saying what to do, instead of an empty frame. Every
 * cell is text here too.
 */
export function PlainTable({
  table,
  labels,
  message,
}: {
  table: SpreadsheetTable;
  labels: readonly string[];
  message: string;
}) {
  const { t } = useTranslation('spreadsheet');
  const count = activeColumns(table.columns).length;
  const rows = usedRows(table.data, count);
  const columns = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div className={styles.plain} data-testid="plain-table">
      <p className={styles.failed} role="alert">
        {message}
      </p>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {labels[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PLAIN_ROWS_SHOWN).map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column}>{row[column] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > PLAIN_ROWS_SHOWN ? (
        <p>{t('spreadsheet.plainMore', { rows: rows.length - PLAIN_ROWS_SHOWN })}</p>
      ) : null}
    </div>
  );
}
