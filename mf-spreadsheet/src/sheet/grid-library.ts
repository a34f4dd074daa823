/**
 * What the grid does to x-data-spreadsheet's own parts after creating it, and how it reads the
 * library's keyboard state: small adaptations kept beside each other, out of the component.
 */
import type { XSheetOptions, XSpreadsheet } from '../model/xspreadsheet.types';

/**
 * The library marks every cell that is not editable (our header row, tick column and padding
 * columns) with a bright green corner triangle (its Draw#frozen). Those cells already look locked
 * by their colour, so this grid's drawer skips the mark: an own property, not the prototype, so
 * nothing outside this grid changes.
 */
export function quietLockedCells(grid: unknown) {
  const draw = (grid as { sheet?: { table?: { draw?: { frozen?: unknown } } } }).sheet?.table?.draw;
  if (draw) draw.frozen = () => undefined;
}

/**
 * The library draws on loadData, synchronously: the host then says how many rows it holds, which
 * is what a test or the benchmark waits for (a canvas has no text to look for).
 */
export function markDrawn(host: HTMLElement, rows: number) {
  host.dataset.rows = String(rows);
}

/**
 * The library types into a text field of its own (and edits cells in a textarea), both without a
 * label: screen readers would announce a nameless field. They get the grid's name.
 */
export function labelLibraryFields(host: HTMLElement, label: string) {
  for (const field of host.querySelectorAll('input, textarea'))
    field.setAttribute('aria-label', label);
}

/** Enter or Space on the grid's selected header cell (not typed into a field of ours). */
export function headerKey(
  event: KeyboardEvent,
  grid: XSpreadsheet,
  host: HTMLElement,
): number | null {
  if ((event.key !== 'Enter' && event.key !== ' ') || event.shiftKey || event.altKey) return null;
  if (event.ctrlKey || event.metaKey || !grid.sheet.focusing) return null;
  const target = event.target as Node | null;
  const onGrid =
    !target ||
    target === document.body ||
    target === document.documentElement ||
    host.contains(target);
  if (!onGrid) return null;
  const { selector } = grid.sheet.data;
  const { range } = selector;
  if (selector.ri !== 0 || range.sri !== 0 || range.eri !== 0 || range.sci !== range.eci)
    return null;
  return selector.ci;
}

/**
 * The grid as this area uses it: no toolbar, context menu or sheet tabs; sized by its host; our
 * own header row is row 0; every cell drawn as the text it is (evalPaused: no formula runs).
 */
export const gridOptions = (host: HTMLElement, readOnly: boolean): XSheetOptions => ({
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
  evalPaused: true,
});
