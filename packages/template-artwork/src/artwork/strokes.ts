// Calligraphic strokes: filled outlines that swell in the middle and taper to points, the way a
// pen draws flourishes. Plain SVG strokes have one width, which looks mechanical on a diploma.
import { PathData, path, smoothPath, type Attributes } from './svg';

export type Point = [number, number];

/** Points along a smooth curve through `through` (Catmull-Rom), `perSegment` per span. */
export function sampleCurve(through: Point[], perSegment = 12): Point[] {
  const points: Point[] = [];
  const at = (index: number) => through[Math.max(0, Math.min(through.length - 1, index))]!;
  for (let index = 0; index < through.length - 1; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    for (let step = 0; step < perSegment; step += 1) {
      const t = step / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const blend = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      points.push([blend(p0[0], p1[0], p2[0], p3[0]), blend(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  points.push(at(through.length - 1));
  return points;
}

/** Points of a spiral curling in from radius `from` to `to` around cx,cy. */
export function spiral(
  cx: number,
  cy: number,
  from: number,
  to: number,
  startAngle: number,
  turns: number,
  clockwise = true,
): Point[] {
  const steps = Math.max(12, Math.round(turns * 36));
  return Array.from({ length: steps + 1 }, (_, index): Point => {
    const t = index / steps;
    const angle = startAngle + (clockwise ? 1 : -1) * t * turns * Math.PI * 2;
    const radius = from + (to - from) * t;
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  });
}

/**
 * A filled outline around a polyline, `width` at its widest. `profile` maps 0..1 along the line to
 * 0..1 of that width; the default swells early and tapers to a fine point.
 */
export function taperedStroke(
  points: Point[],
  width: number,
  attributes: Attributes,
  profile: (t: number) => number = (t) => Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.8,
): string {
  if (points.length < 2) return '';
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach(([x, y], index) => {
    const [px, py] = points[Math.max(0, index - 1)]!;
    const [nx, ny] = points[Math.min(points.length - 1, index + 1)]!;
    const dx = nx - px;
    const dy = ny - py;
    const length = Math.hypot(dx, dy) || 1;
    const half = (Math.max(0.04, profile(index / (points.length - 1))) * width) / 2;
    left.push([x - (dy / length) * half, y + (dx / length) * half]);
    right.push([x + (dy / length) * half, y - (dx / length) * half]);
  });
  const data = new PathData();
  left.forEach(([x, y], index) => (index === 0 ? data.move(x, y) : data.line(x, y)));
  for (let index = right.length - 1; index >= 0; index -= 1) data.line(...right[index]!);
  return path(data.close().toString(), attributes);
}

/** A smooth open curve through points, drawn with a plain stroke. */
export function curve(through: Point[], attributes: Attributes): string {
  return path(smoothPath(through, false), { fill: 'none', ...attributes });
}
