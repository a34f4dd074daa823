// Pen flourishes for corners and the middles of edges, drawn for the top-left corner.
import { leafShape } from './laurel';
import { sampleCurve, spiral, taperedStroke, type Point } from './strokes';
import { circle, group, path, place, type Attributes } from './svg';

/**
 * A corner flourish inside the top-left corner at `inset`: two calligraphic arms running along the
 * top and left edges that end in curls, a diamond at the corner and small leaves. `reach` is how
 * far the arms run along each edge.
 */
export function cornerFlourish(reach: number, inset: number, fill: string, accent = fill): string {
  const arm = (flip: boolean) => {
    const swap = ([x, y]: Point): Point => (flip ? [y, x] : [x, y]);
    const w = reach;
    const body: Point[] = [
      [inset + 10, inset + 10],
      [inset + w * 0.25, inset + w * 0.02],
      [inset + w * 0.5, inset + w * 0.1],
      [inset + w * 0.72, inset + w * 0.04],
      [inset + w * 0.86, inset + w * 0.12],
    ];
    const curl = spiral(
      inset + w * 0.86,
      inset + w * 0.2,
      w * 0.08,
      w * 0.015,
      -Math.PI / 2,
      1.1,
      true,
    );
    const main = sampleCurve(body, 10).concat(curl.slice(1)).map(swap);
    const inner: Point[] = sampleCurve(
      [
        [inset + w * 0.18, inset + w * 0.12],
        [inset + w * 0.32, inset + w * 0.2],
        [inset + w * 0.42, inset + w * 0.14],
      ],
      10,
    )
      .concat(
        spiral(
          inset + w * 0.42,
          inset + w * 0.2,
          w * 0.06,
          w * 0.01,
          -Math.PI / 2,
          0.9,
          true,
        ).slice(1),
      )
      .map(swap);
    const leafPoint = swap([inset + w * 0.6, inset + w * 0.09]);
    return group(
      {},
      taperedStroke(main, w * 0.028, { fill }),
      taperedStroke(inner, w * 0.018, { fill }),
      place(path(leafShape(w * 0.09, w * 0.04), { fill: accent }), leafPoint[0], leafPoint[1], {
        rotate: flip ? 210 : 150,
      }),
    );
  };
  const c = inset + reach * 0.09;
  const d = reach * 0.06;
  return group(
    {},
    arm(false),
    arm(true),
    path(`M${c - d} ${c}L${c} ${c - d}L${c + d} ${c}L${c} ${c + d}Z`, { fill: accent }),
    circle(c + d * 1.8, c + d * 1.8, d * 0.4, { fill }),
  );
}

/**
 * A symmetric flourish for the middle of an edge: two mirrored S-scrolls meeting at 0,0, opening
 * along x, `width` across.
 */
export function centreFlourish(
  width: number,
  fill: string,
  accent = fill,
  attributes: Attributes = {},
): string {
  const half = (side: number) => {
    const w = width / 2;
    const body: Point[] = [
      [0, 0],
      [w * 0.2 * side, -w * 0.08],
      [w * 0.45 * side, w * 0.02],
      [w * 0.7 * side, -w * 0.06],
    ];
    const curl = spiral(
      w * 0.78 * side,
      w * 0.03,
      w * 0.09,
      w * 0.015,
      Math.PI * (side > 0 ? 1.1 : -0.1),
      1,
      side > 0,
    );
    return taperedStroke(sampleCurve(body, 10).concat(curl.slice(1)), w * 0.05, { fill });
  };
  return group(
    attributes,
    half(1),
    half(-1),
    place(path(leafShape(width * 0.09, width * 0.05), { fill: accent }), 0, 0),
    circle(0, width * 0.03, width * 0.018, { fill: accent }),
  );
}
