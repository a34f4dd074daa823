/**
 * Snapping in the canvas editor (issue 16: guides to the page centre and edges): a box being
 * dragged jumps to a page edge or the page's centre line when one of its edges or its centre
 * comes within `threshold` px, and the lines it snapped to are drawn as guides.
 */
import type { Box, Size } from './scene-shapes';

export const SNAP_THRESHOLD = 6;

export interface SnapGuide {
  /** 'vertical': a line x = position across the page; 'horizontal': y = position. */
  orientation: 'vertical' | 'horizontal';
  position: number;
  /** Konva Line points: x1, y1, x2, y2. */
  points: [number, number, number, number];
}

export interface SnapResult {
  /** The box's snapped top-left corner. */
  x: number;
  y: number;
  guides: SnapGuide[];
}

/** The offset that brings the nearest of the box's lines onto the nearest page line, if close. */
function nearest(start: number, length: number, pageLength: number, threshold: number) {
  let best: { shift: number; line: number } | null = null;
  for (const line of [0, pageLength / 2, pageLength]) {
    for (const own of [start, start + length / 2, start + length]) {
      const shift = line - own;
      if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift)))
        best = { shift, line };
    }
  }
  return best;
}

export function snapGuides(box: Box, page: Size, threshold = SNAP_THRESHOLD): SnapResult {
  const guides: SnapGuide[] = [];
  const x = nearest(box.x, box.width, page.width, threshold);
  const y = nearest(box.y, box.height, page.height, threshold);
  if (x)
    guides.push({
      orientation: 'vertical',
      position: x.line,
      points: [x.line, 0, x.line, page.height],
    });
  if (y)
    guides.push({
      orientation: 'horizontal',
      position: y.line,
      points: [0, y.line, page.width, y.line],
    });
  return { x: box.x + (x?.shift ?? 0), y: box.y + (y?.shift ?? 0), guides };
}
