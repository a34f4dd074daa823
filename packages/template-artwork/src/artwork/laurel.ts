// Laurel and olive branches, and the wreath made of two of them.
import { circle, group, path, PathData, type Attributes } from './svg';

/** A pointed leaf, base at 0,0, tip at 0,-length. */
export function leafShape(length: number, width: number): string {
  const w = width / 2;
  return new PathData()
    .move(0, 0)
    .curve(w * 1.25, -length * 0.25, w * 0.9, -length * 0.75, 0, -length)
    .curve(-w * 0.9, -length * 0.75, -w * 1.25, -length * 0.25, 0, 0)
    .close()
    .toString();
}

export interface LaurelOptions {
  /** Radius of the arc the branch follows. */
  radius: number;
  /** Arc in degrees (SVG angles: 90 = straight down), from the stem's start to its tip. */
  from: number;
  to: number;
  leaves: number;
  leafLength: number;
  fill: string;
  /** Colour of the midrib and the stem. */
  vein: string;
  /** Berries between the leaves (olive, rowan). */
  berries?: string;
  stroke?: string;
}

/** Leaves along an arc around 0,0, alternating outward and inward, smaller toward the tip. */
export function laurelBranch(options: LaurelOptions): string {
  const { radius, from, to, leaves, leafLength, fill, vein } = options;
  const direction = Math.sign(to - from);
  const parts: string[] = [];
  const start = (from * Math.PI) / 180;
  const end = (to * Math.PI) / 180;
  const stem = new PathData()
    .move(Math.cos(start) * radius, Math.sin(start) * radius)
    .arc(
      radius,
      Math.abs(to - from) > 180,
      direction > 0,
      Math.cos(end) * radius,
      Math.sin(end) * radius,
    )
    .toString();
  parts.push(
    path(stem, {
      fill: 'none',
      stroke: vein,
      'stroke-width': leafLength * 0.09,
      'stroke-linecap': 'round',
    }),
  );
  const leafAttributes: Attributes = {
    fill,
    stroke: options.stroke,
    'stroke-width': options.stroke ? leafLength * 0.03 : undefined,
  };
  const leafAt = (t: number, side: number) => {
    const angle = start + (end - start) * t;
    const x = Math.cos(angle) * radius;
    const y = Math.sin(angle) * radius;
    // Tangent in the direction of growth, then fanned out to one side of the stem.
    const dx = -Math.sin(angle) * direction;
    const dy = Math.cos(angle) * direction;
    const along = (Math.atan2(dx, -dy) * 180) / Math.PI;
    const size = leafLength * (1 - 0.4 * t);
    const turn = along + side * 36 * direction;
    return group(
      { transform: `translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${turn.toFixed(1)})` },
      path(leafShape(size, size * 0.48), leafAttributes),
      path(
        `M0 ${(-size * 0.08).toFixed(2)}Q${(size * 0.05).toFixed(2)} ${(-size * 0.45).toFixed(2)} 0 ${(-size * 0.85).toFixed(2)}`,
        {
          fill: 'none',
          stroke: vein,
          'stroke-width': size * 0.04,
          'stroke-linecap': 'round',
          opacity: 0.65,
        },
      ),
    );
  };
  for (let index = 0; index < leaves; index += 1) {
    const t = index / leaves;
    // Outer and inner leaves are staggered by half a step, as they grow on a real branch.
    parts.push(leafAt(t + 0.02, -1), leafAt(t + 0.5 / leaves, 1));
    if (options.berries && index % 2 === 1) {
      const angle = start + (end - start) * (t + 0.25 / leaves);
      const r = radius - leafLength * 0.12;
      parts.push(
        circle(Math.cos(angle) * r, Math.sin(angle) * r, leafLength * 0.11, {
          fill: options.berries,
        }),
      );
    }
  }
  // The tip: one leaf straight on.
  const tipX = Math.cos(end) * radius;
  const tipY = Math.sin(end) * radius;
  const tipAlong =
    (Math.atan2(-Math.sin(end) * direction, -Math.cos(end) * direction) * 180) / Math.PI;
  parts.push(
    group(
      {
        transform: `translate(${tipX.toFixed(2)} ${tipY.toFixed(2)}) rotate(${tipAlong.toFixed(1)})`,
      },
      path(leafShape(leafLength * 0.6, leafLength * 0.26), leafAttributes),
    ),
  );
  return group({}, ...parts);
}

/** Two branches meeting at the top, open at the bottom (a victor's wreath), around 0,0. */
export function laurelWreath(
  radius: number,
  leafLength: number,
  fill: string,
  vein: string,
  options: { leaves?: number; berries?: string; gap?: number; stroke?: string } = {},
): string {
  const gap = options.gap ?? 14;
  const leaves = options.leaves ?? 11;
  const common = {
    radius,
    leaves,
    leafLength,
    fill,
    vein,
    berries: options.berries,
    stroke: options.stroke,
  };
  return group(
    {},
    laurelBranch({ ...common, from: 90 + gap, to: 262 }),
    laurelBranch({ ...common, from: 90 - gap, to: -82 }),
  );
}
