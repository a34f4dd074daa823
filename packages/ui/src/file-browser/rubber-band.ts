/** Geometry of the rubber-band selection, in any one coordinate space the caller picks. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Moves shorter than this are clicks, not a band. */
export const BAND_THRESHOLD = 4;

export function boxFromPoints(start: Point, end: Point): Box {
  return {
    left: Math.min(start.x, end.x),
    top: Math.min(start.y, end.y),
    right: Math.max(start.x, end.x),
    bottom: Math.max(start.y, end.y),
  };
}

/** True when the boxes overlap by some area; touching edges do not count. */
export function boxesIntersect(first: Box, second: Box): boolean {
  return (
    first.left < second.right &&
    first.right > second.left &&
    first.top < second.bottom &&
    first.bottom > second.top
  );
}

/** Ids of the items whose boxes the band touches, in the order given. */
export function hitTest(band: Box, items: Iterable<readonly [string, Box]>): string[] {
  const hits: string[] = [];
  for (const [id, box] of items) if (boxesIntersect(band, box)) hits.push(id);
  return hits;
}

/**
 * Scroll speed while dragging near an edge of the scrolling area: negative near the start,
 * positive near the end, growing to `maxStep` pixels per frame at the edge itself.
 */
export function autoScrollStep(
  pointer: number,
  start: number,
  end: number,
  edge = 40,
  maxStep = 20,
): number {
  if (pointer < start + edge) return -Math.ceil((maxStep * (start + edge - pointer)) / edge);
  if (pointer > end - edge) return Math.ceil((maxStep * (pointer - (end - edge))) / edge);
  return 0;
}
