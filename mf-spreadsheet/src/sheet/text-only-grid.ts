/**
 * x-data-spreadsheet made safe for class lists (issue 29). A cell is text: the grid is created
 * with evalPaused (so '=1+2', '=HYPERLINK(…)', '+7 912', '-' and '@класний' are drawn as typed),
 * and here its formula suggestions are emptied, so typing '=' opens no list whose Enter would
 * rewrite the cell into '=SUM()'. Its drawing is guarded: a throw while drawing (a table no
 * version should have saved, a browser's canvas failing) is reported instead of leaving a dead
 * canvas, and every finished drawing is told (the DOM layers follow scrolls and resizes).
 */
import type { XSpreadsheet } from '../model/xspreadsheet.types';

/** No formula list while typing: the editor's suggestions are the library's formulas. */
export function withoutFormulaSuggestions(grid: XSpreadsheet): void {
  const { editor } = grid.sheet;
  if (!editor) return;
  editor.formulas = [];
  if (editor.suggest) editor.suggest.items = [];
}

/**
 * Wraps the table's render (an own property: the library calls `this.table.render()` from its
 * scroll, resize, selection and load paths alike).
 */
export function guardDrawing(
  grid: XSpreadsheet,
  hooks: { onDrawn(): void; onFailed(error: unknown): void },
): void {
  const table = grid.sheet.table;
  const render = table.render.bind(table);
  table.render = () => {
    try {
      render();
      hooks.onDrawn();
    } catch (error) {
      hooks.onFailed(error);
    }
  };
}
