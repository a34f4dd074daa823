/**
 * Loads x-data-spreadsheet (its dist build and its stylesheet, scoped to the grid at build time:
 * mf-spreadsheet/build/scope-css.js). Imported lazily, by the area's entry on a table page and by
 * the grid, so the library is fetched only for a table, never by other areas.
 */
import type { XSpreadsheetFactory } from '../model/xspreadsheet.types';

let loaded: XSpreadsheetFactory | null = null;

/**
 * The library when it has loaded already (a table page's entry starts it early): the grid is then
 * made in the same task as the screen's first render, not a frame later.
 */
export const loadedXSpreadsheet = (): XSpreadsheetFactory | null => loaded;

export async function loadXSpreadsheet(): Promise<XSpreadsheetFactory> {
  await Promise.all([
    import(
      /* webpackChunkName: "xspreadsheet", webpackPreload: true */ 'x-data-spreadsheet/dist/xspreadsheet.js'
    ),
    import(/* webpackChunkName: "xspreadsheet" */ 'x-data-spreadsheet/dist/xspreadsheet.css'),
  ]);
  // The dist build is a script that sets window.x_spreadsheet (no module exports).
  const factory = (window as unknown as { x_spreadsheet?: XSpreadsheetFactory }).x_spreadsheet;
  if (!factory) throw new Error('x-data-spreadsheet did not load');
  loaded = factory;
  return factory;
}

/** Starts the download early; the grid's own loadXSpreadsheet() then gets the same modules. */
export function preloadXSpreadsheet(): void {
  loadXSpreadsheet().catch(() => {
    // The grid loads it again when it is shown and reports a failure there.
  });
}
