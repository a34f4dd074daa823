/**
 * The part of x-data-spreadsheet 1.1.9 the area uses. We load its dist build (no less needed),
 * which has no types of its own; these follow its src/index.js, src/core/data_proxy.js.
 */
export interface XCell {
  text?: string;
  style?: number;
  editable?: boolean;
}

export interface XSheetData {
  name?: string;
  freeze?: string;
  styles?: Record<string, unknown>[];
  rows?: { len?: number; [ri: number]: { cells: Record<number, XCell> } };
  cols?: { len?: number; [ci: number]: { width?: number } };
}

export interface XSheetOptions {
  mode?: 'edit' | 'read';
  showToolbar?: boolean;
  showGrid?: boolean;
  showContextmenu?: boolean;
  showBottomBar?: boolean;
  view?: { height: () => number; width: () => number };
  row?: { len: number; height: number };
  col?: { len: number; width: number; indexWidth: number; minWidth: number };
  /** Draw every cell's text as it is: no formula is evaluated ('=1+2' stays '=1+2'). */
  evalPaused?: boolean;
}

export interface XRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface XSpreadsheet {
  loadData(data: XSheetData | XSheetData[]): XSpreadsheet;
  getData(): XSheetData[];
  cell(ri: number, ci: number): XCell | null;
  reRender(): XSpreadsheet;
  on(
    event: 'cell-selected',
    callback: (cell: XCell | null, ri: number, ci: number) => void,
  ): XSpreadsheet;
  on(
    event: 'cells-selected',
    callback: (
      cell: XCell | null,
      range: { sri: number; sci: number; eri: number; eci: number },
    ) => void,
  ): XSpreadsheet;
  on(event: 'cell-edited', callback: (text: string, ri: number, ci: number) => void): XSpreadsheet;
  change(callback: () => void): XSpreadsheet;
  /**
   * Internals used for the row button's and header buttons' positions, scrolling to a row, the
   * selected header cell (keyboard), the cell under the pointer, and making the grid text-only.
   */
  sheet: {
    /** Set by the library on each window click: keys go to the grid while a click was in it. */
    focusing?: boolean;
    data: {
      scroll: { x: number; y: number; ri: number; ci: number };
      rows: {
        height: number;
        len: number;
        sumHeight(from: number, to: number): number;
        getHeight(ri: number): number;
      };
      cols: {
        indexWidth: number;
        len: number;
        sumWidth(from: number, to: number): number;
        getWidth(ci: number): number;
        setWidth(ci: number, width: number): void;
      };
      freeze: [number, number];
      selector: {
        ri: number;
        ci: number;
        range: { sri: number; sci: number; eri: number; eci: number };
      };
      freezeTotalHeight(): number;
      freezeTotalWidth(): number;
      viewWidth(): number;
      getSelectedRect(): XRect;
      getCellRectByXY(x: number, y: number): XRect & { ri: number; ci: number };
    };
    table: { render(): void };
    editor: { formulas: unknown[]; suggest: { items: unknown[]; hide(): void } };
    overlayerEl: { el: HTMLElement };
    verticalScrollbar: { move(offset: { top: number }): void };
    reload(): void;
  };
}

export type XSpreadsheetFactory = (element: HTMLElement, options?: XSheetOptions) => XSpreadsheet;
