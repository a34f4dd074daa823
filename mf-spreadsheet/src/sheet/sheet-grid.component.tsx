import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetData, SpreadsheetTable } from '@gramota/contracts';
import { headerLabels } from './column-labels';
import {
  CELL_PADDING,
  MAX_FIT_WIDTH,
  canvasMeasure,
  fittedWidths,
  measureByCharacters,
  type MeasureText,
} from './column-widths';
import { CHECKED_MARK, UNCHECKED_MARK, fromSheetData, toSheetData } from '../model/grid-data';
import {
  headerGeometry,
  menuAnchor,
  sameGeometry,
  type HeaderGeometry,
  type MenuAnchor,
} from './grid-geometry';
import {
  gridOptions,
  headerKey,
  labelLibraryFields,
  markDrawn,
  quietLockedCells,
} from './grid-library';
import { CellHoverText, RowViewButton } from './grid-layers.component';
import { HeaderButtons } from './header-buttons.component';
import { recordGlobalListeners, removeLateListeners, type ListenerRecord } from './listener-guard';
import { loadXSpreadsheet, loadedXSpreadsheet } from './load-xspreadsheet';
import { PlainTable } from './plain-table.component';
import { guardDrawing, withoutFormulaSuggestions } from './text-only-grid';
import { useCellHover } from './use-cell-hover';
import type { XSpreadsheet, XSpreadsheetFactory } from '../model/xspreadsheet.types';
import styles from './sheet-grid.module.css';

/** The class x-data-spreadsheet's stylesheet is scoped under (build/scope-css.js). */
export const GRID_SCOPE = 'gr-xsheet';
/**
 * `cell-edited` fires on every keystroke and `change` on every paste: the cells are read back
 * into the table at most this often, never per keystroke (a 'big' sheet stays responsive).
 */
export const EDIT_DEBOUNCE_MS = 400;

export type { MenuAnchor } from './grid-geometry';

export interface SheetGridHandle {
  /** The cells as they are now (pending edits included). */
  readData(): SpreadsheetData;
  /** Shows the check marks of `data` without reloading the grid (keeps the scroll). */
  applyChecks(data: SpreadsheetData): void;
  /** Scrolls to data row `row` and selects `column` there. */
  showRow(row: number, column: number): void;
  /**
   * The column menu closed by the keyboard: the focus goes back where it was opened from (the
   * header button, or the grid's selected header cell).
   */
  restoreFocus(column: number): void;
}

export interface SheetGridProps {
  table: SpreadsheetTable;
  /** The grid reloads from `table` when this changes (imports, column changes), not on edits. */
  revision: number;
  readOnly: boolean;
  /** The cells changed (typing, pasting, a check box clicked). */
  onEdit(data: SpreadsheetData): void;
  onCheckAll(): void;
  /** A header was clicked or chosen by Enter / Space: its column and where to open its menu. */
  onHeaderClick(column: number, anchor: MenuAnchor): void;
  /** The selected cell (data row, column), null when the header row or nothing is selected. */
  onSelect(row: number | null, column: number | null): void;
  /** The per-row view button was pressed for data row `row`. */
  onViewRow(row: number): void;
  /** The column whose menu is open: its header button says it is expanded. */
  menuColumn?: number | null;
  /** Shown over the grid at onHeaderClick's anchor (the column menu). */
  overlay?: ReactNode;
  /** Tests hand in the library; the product loads it lazily. */
  loadLibrary?: () => Promise<XSpreadsheetFactory>;
}

/**
 * x-data-spreadsheet in a React component: created once, listeners removed on unmount. Over its
 * canvas: our header row as buttons (the column menu), the 👁 button of the selected row, the
 * full text of a cut-off cell under the pointer, and the column menu itself. When the library
 * cannot load or draw the table, the rows are shown as a plain table with what to do.
 */
export const SheetGrid = forwardRef<SheetGridHandle, SheetGridProps>(
  function SheetGrid(props, ref) {
    const { t } = useTranslation('spreadsheet');
    const hostRef = useRef<HTMLDivElement>(null);
    const gridRef = useRef<XSpreadsheet | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const labels = useMemo(
      () => headerLabels(props.table, t),
      // Labels follow the columns and the key options only, not every edit of the cells.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [props.table.columns, props.table.settings, t],
    );
    const labelsRef = useRef(labels);
    labelsRef.current = labels;
    /** The header words the grid last drew (load draws them with the cells, in one pass). */
    const drawnLabels = useRef<string | null>(null);
    const [failure, setFailure] = useState<'load' | 'draw' | null>(null);
    const failed = useRef(false);
    const fieldLabel = useRef('');
    fieldLabel.current = t('spreadsheet.cellField');
    const [rowButton, setRowButton] = useState<{ row: number; top: number } | null>(null);
    const [geometry, setGeometry] = useState<HeaderGeometry | null>(null);
    const geometryRef = useRef(geometry);
    geometryRef.current = geometry;
    const editTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const measureRef = useRef<MeasureText>(measureByCharacters);
    const headerButtons = useRef(new Map<number, HTMLButtonElement>());
    /** How the open menu was opened: its header button, or Enter on the grid's header cell. */
    const openedFrom = useRef<'button' | 'grid'>('button');
    const hover = useCellHover(hostRef, gridRef, measureRef);

    const fail = (kind: 'load' | 'draw') => {
      failed.current = true;
      setRowButton(null);
      setFailure(kind);
    };

    const readNow = (): SpreadsheetData => {
      const grid = gridRef.current;
      const { table } = latest.current;
      if (!grid || failed.current) return table.data;
      return fromSheetData(grid.getData()[0] ?? {}, table);
    };

    const flushEdits = () => {
      if (editTimer.current) clearTimeout(editTimer.current);
      editTimer.current = null;
      if (gridRef.current && !failed.current) latest.current.onEdit(readNow());
    };

    const scheduleRead = () => {
      if (editTimer.current) clearTimeout(editTimer.current);
      editTimer.current = setTimeout(flushEdits, EDIT_DEBOUNCE_MS);
    };

    const followHeader = () => {
      const grid = gridRef.current;
      if (!grid || failed.current) return;
      const next = headerGeometry(grid, latest.current.table.columns.length);
      setGeometry((now) => (sameGeometry(now, next) ? now : next));
    };

    /** The table into the library, columns as wide as their contents; false when it threw. */
    const load = (table: SpreadsheetTable): boolean => {
      const grid = gridRef.current;
      const host = hostRef.current;
      if (!grid || !host || failed.current) return false;
      try {
        const current = labelsRef.current;
        drawnLabels.current = current.join('\u0000');
        grid.loadData(
          toSheetData(table, {
            labels: current,
            widths: fittedWidths(table, current, measureRef.current),
          }),
        );
      } catch {
        fail('draw');
        return false;
      }
      markDrawn(host, table.data.length);
      return true;
    };

    const openMenu = (column: number, from: 'button' | 'grid') => {
      const { readOnly, onHeaderClick, table } = latest.current;
      if (readOnly || column < 1 || column >= table.columns.length) return;
      openedFrom.current = from;
      const host = hostRef.current;
      onHeaderClick(
        column,
        menuAnchor(geometryRef.current, column, host?.clientWidth ?? 0, host?.clientHeight ?? 0),
      );
    };

    useImperativeHandle(ref, () => ({
      readData: () => {
        const data = readNow();
        if (editTimer.current) flushEdits();
        return data;
      },
      applyChecks: (data) => {
        const grid = gridRef.current;
        if (!grid || failed.current) return;
        data.forEach((row, index) => {
          const cell = grid.cell(index + 1, 0);
          if (cell) cell.text = row[0] === '1' ? CHECKED_MARK : UNCHECKED_MARK;
        });
        grid.reRender();
      },
      showRow: (row, column) => {
        const grid = gridRef.current;
        if (!grid || failed.current) return;
        const { sheet } = grid;
        const ri = row + 1;
        sheet.verticalScrollbar.move({ top: Math.max(0, sheet.data.rows.sumHeight(1, ri)) });
        const selector = (sheet as unknown as { selector: { set(ri: number, ci: number): void } })
          .selector;
        selector.set(ri, column);
        grid.reRender();
        latest.current.onSelect(row, column);
      },
      restoreFocus: (column) => {
        const grid = gridRef.current;
        if (openedFrom.current === 'grid' && grid) {
          // The grid takes keys while the library believes it was clicked last.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          grid.sheet.focusing = true;
          return;
        }
        headerButtons.current.get(column)?.focus();
      },
    }));

    // Create the grid once. The library and its stylesheet are their own chunk: on a table page's
    // first load the area's entry has fetched them already, and the grid is made and drawn in the
    // same task as this render (a layout effect), before the browser paints the screen without it.
    useLayoutEffect(() => {
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
      // Before the library's own window handler, which would move down a row on Enter.
      const onKeyDown = (event: KeyboardEvent) => {
        const grid = gridRef.current;
        if (!grid || failed.current || latest.current.readOnly) return;
        const column = headerKey(event, grid, host);
        if (column === null) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (column === 0) latest.current.onCheckAll();
        else openMenu(column, 'grid');
      };
      host.addEventListener('mousedown', onPointerDown, true);
      host.addEventListener('wheel', hideRowButton, true);
      host.addEventListener('scroll', hideRowButton, true);

      const create = (factory: XSpreadsheetFactory) => {
        if (cancelled) return;
        const { readOnly } = latest.current;
        const built = recordGlobalListeners(() => factory(host, gridOptions(host, readOnly)));
        record = built.record;
        const grid = built.result;
        gridRef.current = grid;
        measureRef.current = canvasMeasure();
        quietLockedCells(grid);
        withoutFormulaSuggestions(grid);
        guardDrawing(grid, { onDrawn: followHeader, onFailed: () => fail('draw') });
        labelLibraryFields(host, fieldLabel.current);
        window.addEventListener('keydown', onKeyDown, true);
        if (!load(latest.current.table)) return;
        grid.on('cell-selected', (_cell, ri, ci) => {
          const current = latest.current;
          setRowButton(null);
          // Header cells: a click lands on the header buttons; the keyboard selects them here.
          if (ri === 0) return current.onSelect(null, ci > 0 ? ci : null);
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
      };
      const onLoadFailed = () => {
        if (!cancelled) fail('load');
      };
      const ready = latest.current.loadLibrary ? null : loadedXSpreadsheet();
      if (ready) {
        try {
          create(ready);
        } catch {
          onLoadFailed();
        }
      } else {
        void (latest.current.loadLibrary ?? loadXSpreadsheet)().then(create).catch(onLoadFailed);
      }

      return () => {
        cancelled = true;
        // What was typed in the last moment still reaches the table (and its save on leaving).
        if (editTimer.current && gridRef.current) flushEdits();
        record?.removeAll();
        removeLateListeners(host);
        host.removeEventListener('mousedown', onPointerDown, true);
        host.removeEventListener('wheel', hideRowButton, true);
        host.removeEventListener('scroll', hideRowButton, true);
        window.removeEventListener('keydown', onKeyDown, true);
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
      load(props.table);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [props.revision, props.table]);

    // A key's separator or case changed the headers' words only: redraw them (a longer header
    // widens its column, up to the maximum), keep the rest.
    const labelsKey = labels.join('\u0000');
    useEffect(() => {
      const grid = gridRef.current;
      if (!grid || failed.current || drawnLabels.current === labelsKey) return;
      drawnLabels.current = labelsKey;
      try {
        const { cols } = grid.sheet.data;
        labels.forEach((label, column) => {
          const cell = column > 0 ? grid.cell(0, column) : null;
          if (!cell) return;
          cell.text = label;
          const needed = Math.min(
            MAX_FIT_WIDTH,
            Math.ceil(measureRef.current(label, true) + CELL_PADDING),
          );
          if (needed > cols.getWidth(column)) cols.setWidth(column, needed);
        });
        grid.reRender();
      } catch {
        fail('draw');
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [labelsKey]);

    const register = (column: number, button: HTMLButtonElement | null) => {
      if (button) headerButtons.current.set(column, button);
      else headerButtons.current.delete(column);
    };

    return (
      <div className={styles.wrap}>
        <div
          ref={hostRef}
          className={failure ? styles.hidden : `${GRID_SCOPE} ${styles.grid}`}
          data-testid="sheet-grid"
        />
        {failure ? (
          <PlainTable
            table={props.table}
            labels={labels}
            message={t(
              failure === 'load' ? 'spreadsheet.gridFailed' : 'spreadsheet.gridDrawFailed',
            )}
          />
        ) : null}
        {geometry && !props.readOnly && !failure ? (
          <HeaderButtons
            geometry={geometry}
            columns={props.table.columns}
            labels={labels}
            openColumn={props.menuColumn ?? null}
            onOpen={(column) => openMenu(column, 'button')}
            onCheckAll={props.onCheckAll}
            register={register}
          />
        ) : null}
        {rowButton ? (
          <RowViewButton row={rowButton.row} top={rowButton.top} onView={props.onViewRow} />
        ) : null}
        {hover ? <CellHoverText hover={hover} /> : null}
        {props.overlay}
      </div>
    );
  },
);
