import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetData, SpreadsheetTable } from '@gramota/contracts';
import {
  CHECKED_MARK,
  UNCHECKED_MARK,
  fromSheetData,
  shownRowNumber,
  toSheetData,
} from './grid-data';
import { recordGlobalListeners, removeLateListeners, type ListenerRecord } from './listener-guard';
import { loadXSpreadsheet } from './load-xspreadsheet';
import type { XSpreadsheet, XSpreadsheetFactory } from './xspreadsheet.types';
import styles from './sheet-grid.module.css';

/** The class x-data-spreadsheet's stylesheet is scoped under (build/scope-css.js). */
export const GRID_SCOPE = 'gr-xsheet';
/**
 * `cell-edited` fires on every keystroke and `change` on every paste: the cells are read back
 * into the table at most this often, never per keystroke (a 'big' sheet stays responsive).
 */
export const EDIT_DEBOUNCE_MS = 400;

export interface SheetGridHandle {
  /** The cells as they are now (pending edits included). */
  readData(): SpreadsheetData;
  /** Shows the check marks of `data` without reloading the grid (keeps the scroll). */
  applyChecks(data: SpreadsheetData): void;
  /** Scrolls to data row `row` and selects `column` there. */
  showRow(row: number, column: number): void;
}

export interface SheetGridProps {
  table: SpreadsheetTable;
  /** The grid reloads from `table` when this changes (imports, column changes), not on edits. */
  revision: number;
  readOnly: boolean;
  /** The cells changed (typing, pasting, a check box clicked). */
  onEdit(data: SpreadsheetData): void;
  onCheckAll(): void;
  /** A header cell was clicked: its column and where to open the column menu. */
  onHeaderClick(column: number, anchor: { left: number; top: number }): void;
  /** The selected cell (data row, column), null when the header row or nothing is selected. */
  onSelect(row: number | null, column: number | null): void;
  /** The per-row view button was pressed for data row `row`. */
  onViewRow(row: number): void;
  /** Shown over the grid, positioned like onHeaderClick's anchor (the column menu). */
  overlay?: ReactNode;
  /** Tests hand in the library; the product loads it lazily. */
  loadLibrary?: () => Promise<XSpreadsheetFactory>;
}

/**
 * The library marks every cell that is not editable (our header row, tick column and padding
 * columns) with a bright green corner triangle (its Draw#frozen). Those cells already look locked
 * by their colour, so this grid's drawer skips the mark: an own property, not the prototype, so
 * nothing outside this grid changes.
 */
function quietLockedCells(grid: unknown) {
  const draw = (grid as { sheet?: { table?: { draw?: { frozen?: unknown } } } }).sheet?.table?.draw;
  if (draw) draw.frozen = () => undefined;
}

/**
 * The library draws on loadData, synchronously: the host then says how many rows it holds, which
 * is what a test or the benchmark waits for (a canvas has no text to look for).
 */
function markDrawn(host: HTMLElement, rows: number) {
  host.dataset.rows = String(rows);
}

/**
 * The library types into a text field of its own (and edits cells in a textarea), both without a
 * label: screen readers would announce a nameless field. They get the grid's name.
 */
function labelLibraryFields(host: HTMLElement, label: string) {
  for (const field of host.querySelectorAll('input, textarea'))
    field.setAttribute('aria-label', label);
}

/** x-data-spreadsheet in a React component: created once, listeners removed on unmount. */
export const SheetGrid = forwardRef<SheetGridHandle, SheetGridProps>(
  function SheetGrid(props, ref) {
    const { t } = useTranslation('spreadsheet');
    const hostRef = useRef<HTMLDivElement>(null);
    const gridRef = useRef<XSpreadsheet | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const [failed, setFailed] = useState(false);
    const fieldLabel = useRef('');
    fieldLabel.current = t('spreadsheet.cellField');
    const [rowButton, setRowButton] = useState<{ row: number; top: number } | null>(null);
    const editTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

    const readNow = (): SpreadsheetData => {
      const grid = gridRef.current;
      const { table } = latest.current;
      if (!grid) return table.data;
      return fromSheetData(grid.getData()[0] ?? {}, table);
    };

    const flushEdits = () => {
      if (editTimer.current) clearTimeout(editTimer.current);
      editTimer.current = null;
      if (gridRef.current) latest.current.onEdit(readNow());
    };

    const scheduleRead = () => {
      if (editTimer.current) clearTimeout(editTimer.current);
      editTimer.current = setTimeout(flushEdits, EDIT_DEBOUNCE_MS);
    };

    useImperativeHandle(ref, () => ({
      readData: () => {
        const data = readNow();
        if (editTimer.current) flushEdits();
        return data;
      },
      applyChecks: (data) => {
        const grid = gridRef.current;
        if (!grid) return;
        data.forEach((row, index) => {
          const cell = grid.cell(index + 1, 0);
          if (cell) cell.text = row[0] === '1' ? CHECKED_MARK : UNCHECKED_MARK;
        });
        grid.reRender();
      },
      showRow: (row, column) => {
        const grid = gridRef.current;
        if (!grid) return;
        const { sheet } = grid;
        const ri = row + 1;
        sheet.verticalScrollbar.move({ top: Math.max(0, sheet.data.rows.sumHeight(1, ri)) });
        const selector = (sheet as unknown as { selector: { set(ri: number, ci: number): void } })
          .selector;
        selector.set(ri, column);
        grid.reRender();
        latest.current.onSelect(row, column);
      },
    }));

    // Create the grid once; the library and its stylesheet load only now (their own chunk).
    useEffect(() => {
      const host = hostRef.current;
      if (!host) return;
      let cancelled = false;
      let record: ListenerRecord | null = null;
      let pointer = false;
      const onPointerDown = () => {
        pointer = true;
        setTimeout(() => (pointer = false), 0);
      };
      const hideRowButton = () => setRowButton(null);
      host.addEventListener('mousedown', onPointerDown, true);
      host.addEventListener('wheel', hideRowButton, true);
      host.addEventListener('scroll', hideRowButton, true);

      void (latest.current.loadLibrary ?? loadXSpreadsheet)()
        .then((factory) => {
          if (cancelled) return;
          const { readOnly } = latest.current;
          const built = recordGlobalListeners(() =>
            factory(host, {
              mode: readOnly ? 'read' : 'edit',
              showToolbar: false,
              showContextmenu: false,
              showBottomBar: false,
              view: {
                height: () => Math.max(200, host.clientHeight),
                width: () => Math.max(300, host.clientWidth),
              },
              row: { len: 1, height: 25 },
              col: { len: 26, width: 100, indexWidth: 50, minWidth: 40 },
            }),
          );
          record = built.record;
          const grid = built.result;
          gridRef.current = grid;
          quietLockedCells(grid);
          labelLibraryFields(host, fieldLabel.current);
          grid.loadData(toSheetData(latest.current.table));
          markDrawn(host, latest.current.table.data.length);
          grid.on('cell-selected', (_cell, ri, ci) => {
            const current = latest.current;
            setRowButton(null);
            if (ri === 0) {
              current.onSelect(null, ci > 0 ? ci : null);
              if (!pointer || current.readOnly) return;
              if (ci === 0) current.onCheckAll();
              else if (ci > 0) {
                const rect = grid.sheet.data.getSelectedRect();
                current.onHeaderClick(ci, {
                  left: rect.left + grid.sheet.data.cols.indexWidth,
                  top: rect.top + rect.height + grid.sheet.data.rows.height,
                });
              }
              return;
            }
            if (ri < 0) return current.onSelect(null, null);
            current.onSelect(ri - 1, ci > 0 ? ci : null);
            const rect = grid.sheet.data.getSelectedRect();
            setRowButton({ row: ri - 1, top: rect.top + grid.sheet.data.rows.height });
            if (ci === 0 && pointer && !current.readOnly) {
              const cell = grid.cell(ri, 0);
              if (cell) cell.text = cell.text === CHECKED_MARK ? UNCHECKED_MARK : CHECKED_MARK;
              grid.reRender();
              flushEdits();
            }
          });
          grid.on('cells-selected', (_cell, range) => {
            setRowButton(null);
            latest.current.onSelect(
              range.sri > 0 ? range.sri - 1 : null,
              range.sci > 0 ? range.sci : null,
            );
          });
          grid.on('cell-edited', scheduleRead);
          grid.change(scheduleRead);
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });

      return () => {
        cancelled = true;
        // What was typed in the last moment still reaches the table (and its save on leaving).
        if (editTimer.current && gridRef.current) flushEdits();
        record?.removeAll();
        removeLateListeners(host);
        host.removeEventListener('mousedown', onPointerDown, true);
        host.removeEventListener('wheel', hideRowButton, true);
        host.removeEventListener('scroll', hideRowButton, true);
        host.replaceChildren();
        gridRef.current = null;
      };
      // The grid is created once: everything it calls reads the latest props through refs.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // Structural changes (import, columns, clear) reload the grid from the table.
    const loadedRevision = useRef(props.revision);
    useEffect(() => {
      if (loadedRevision.current === props.revision) return;
      loadedRevision.current = props.revision;
      if (editTimer.current) clearTimeout(editTimer.current);
      editTimer.current = null;
      setRowButton(null);
      if (!gridRef.current || !hostRef.current) return;
      gridRef.current.loadData(toSheetData(props.table));
      markDrawn(hostRef.current, props.table.data.length);
    }, [props.revision, props.table]);

    return (
      <div className={styles.wrap}>
        <div ref={hostRef} className={`${GRID_SCOPE} ${styles.grid}`} data-testid="sheet-grid" />
        {failed ? <p className={styles.failed}>{t('spreadsheet.gridFailed')}</p> : null}
        {rowButton ? (
          <button
            type="button"
            className={styles.rowButton}
            style={{ top: rowButton.top }}
            title={t('spreadsheet.viewRow', { row: shownRowNumber(rowButton.row) })}
            aria-label={t('spreadsheet.viewRow', { row: shownRowNumber(rowButton.row) })}
            onClick={() => props.onViewRow(rowButton.row)}
          >
            👁
          </button>
        ) : null}
      </div>
    );
  },
);
