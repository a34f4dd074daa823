/** Seed 000 §2/§9: the context menu is assumed 250 px wide when fitting it into the window. */
export const CONTEXT_MENU_WIDTH = 250;
const WINDOW_MARGIN = 4;

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a menu opened at `point` goes so it stays inside the window: like a native menu it opens
 * to the left of / above the pointer when there is no room on the right / below, and is then
 * pushed inside the window if even that does not fit.
 */
export function clampMenu(
  point: Point,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = WINDOW_MARGIN,
): Point {
  return {
    x: clampAxis(point.x, menu.width, viewport.width, margin),
    y: clampAxis(point.y, menu.height, viewport.height, margin),
  };
}

function clampAxis(start: number, size: number, limit: number, margin: number): number {
  if (start + size <= limit - margin) return Math.max(start, margin);
  if (start - size >= margin) return start - size;
  return Math.max(margin, limit - size - margin);
}
