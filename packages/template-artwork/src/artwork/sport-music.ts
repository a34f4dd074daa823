// Sport and music motifs, drawn around 0,0, about `size` across.
import { type Defs, metal, type Metal } from './defs';
import { ringPoints } from './shapes';
import { circle, ellipse, group, path, pointsPath, polygon, rect, smoothPath } from './svg';

/** A football: white ball, a black pentagon in the middle and five around it cut by the edge. */
export function football(size: number, ink = '#1b1b1b'): string {
  const r = size / 2;
  const pentagon = (cx: number, cy: number, radius: number, turn: number) =>
    polygon(
      ringPoints(5, radius, -Math.PI / 2 + turn).map(([x, y]): [number, number] => [
        x + cx,
        y + cy,
      ]),
      { fill: ink },
    );
  const outer = ringPoints(5, r * 0.98, Math.PI / 2).map(([x, y]) =>
    pentagon(x, y, r * 0.3, Math.PI),
  );
  const seams = ringPoints(5, r * 0.28, -Math.PI / 2)
    .map(([x, y], index) => {
      const [ox, oy] = ringPoints(5, r * 0.7, -Math.PI / 2)[index]!;
      return `M${x.toFixed(1)} ${y.toFixed(1)}L${ox.toFixed(1)} ${oy.toFixed(1)}`;
    })
    .join('');
  return group(
    {},
    circle(0, 0, r, { fill: '#ffffff', stroke: ink, 'stroke-width': r * 0.05 }),
    path(seams, { stroke: ink, 'stroke-width': r * 0.04 }),
    `<clipPath id="ball-clip-${Math.round(size)}"><circle r="${r.toFixed(1)}"/></clipPath>`,
    group({ 'clip-path': `url(#ball-clip-${Math.round(size)})` }, ...outer),
    pentagon(0, 0, r * 0.3, 0),
    circle(-r * 0.35, -r * 0.4, r * 0.18, { fill: '#ffffff', opacity: 0.35 }),
  );
}

/** A trophy cup on a stepped base. */
export function trophy(defs: Defs, size: number, finish: Metal = 'gold'): string {
  const s = size / 2;
  const fill = metal(defs, finish);
  const dark = { gold: '#7a5410', silver: '#5d646b', bronze: '#5e2f0f' }[finish];
  return group(
    {},
    path(
      `M${-s * 0.55} ${-s * 0.75}C${-s * 1.05} ${-s * 0.75} ${-s * 1.0} ${-s * 0.1} ${-s * 0.4} ${-s * 0.05}`,
      {
        fill: 'none',
        stroke: fill,
        'stroke-width': s * 0.1,
      },
    ),
    path(
      `M${s * 0.55} ${-s * 0.75}C${s * 1.05} ${-s * 0.75} ${s * 1.0} ${-s * 0.1} ${s * 0.4} ${-s * 0.05}`,
      {
        fill: 'none',
        stroke: fill,
        'stroke-width': s * 0.1,
      },
    ),
    path(
      `M${-s * 0.62} ${-s * 0.9}H${s * 0.62}C${s * 0.6} ${-s * 0.2} ${s * 0.3} ${s * 0.1} ${s * 0.1} ${s * 0.2}V${s * 0.5}H${-s * 0.1}V${s * 0.2}C${-s * 0.3} ${s * 0.1} ${-s * 0.6} ${-s * 0.2} ${-s * 0.62} ${-s * 0.9}Z`,
      {
        fill,
        stroke: dark,
        'stroke-width': s * 0.02,
      },
    ),
    ellipse(0, -s * 0.9, s * 0.62, s * 0.1, { fill: dark, opacity: 0.5 }),
    rect(-s * 0.35, s * 0.5, s * 0.7, s * 0.14, { fill, stroke: dark, 'stroke-width': s * 0.02 }),
    rect(-s * 0.5, s * 0.64, s * 1.0, s * 0.26, { fill: dark, rx: s * 0.03 }),
    rect(-s * 0.3, s * 0.7, s * 0.6, s * 0.14, { fill, opacity: 0.8 }),
    path(
      `M${-s * 0.3} ${-s * 0.78}C${-s * 0.3} ${-s * 0.4} ${-s * 0.2} ${-s * 0.2} ${-s * 0.08} ${-s * 0.1}`,
      {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': s * 0.06,
        opacity: 0.5,
        'stroke-linecap': 'round',
      },
    ),
  );
}

/** A running figure in one flowing silhouette. */
export function runner(size: number, fill: string): string {
  const s = size / 2;
  const limb = (d: string) =>
    path(d, {
      fill: 'none',
      stroke: fill,
      'stroke-width': s * 0.16,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  return group(
    {},
    circle(s * 0.25, -s * 0.78, s * 0.16, { fill }),
    limb(`M${s * 0.12} ${-s * 0.5}L${-s * 0.08} ${s * 0.05}`),
    limb(`M${s * 0.08} ${-s * 0.4}L${s * 0.45} ${-s * 0.2}L${s * 0.7} ${-s * 0.42}`),
    limb(`M${s * 0.08} ${-s * 0.4}L${-s * 0.25} ${-s * 0.3}L${-s * 0.45} ${-s * 0.05}`),
    limb(`M${-s * 0.08} ${s * 0.05}L${s * 0.3} ${s * 0.35}L${s * 0.2} ${s * 0.85}`),
    limb(`M${-s * 0.08} ${s * 0.05}L${-s * 0.35} ${s * 0.45}L${-s * 0.8} ${s * 0.5}`),
  );
}

/** An eighth note (or two beamed notes when `beamed`). */
export function note(size: number, fill: string, beamed = false): string {
  const s = size / 2;
  const head = (x: number, y: number) =>
    ellipse(x, y, s * 0.3, s * 0.21, {
      fill,
      transform: `rotate(-22 ${x.toFixed(1)} ${y.toFixed(1)})`,
    });
  if (beamed) {
    return group(
      {},
      head(-s * 0.45, s * 0.65),
      head(s * 0.55, s * 0.45),
      rect(-s * 0.2, -s * 0.75, s * 0.07, s * 1.4, { fill }),
      rect(s * 0.8, -s * 0.95, s * 0.07, s * 1.4, { fill }),
      polygon(
        [
          [-s * 0.2, -s * 0.75],
          [s * 0.87, -s * 0.95],
          [s * 0.87, -s * 0.72],
          [-s * 0.2, -s * 0.52],
        ],
        { fill },
      ),
    );
  }
  return group(
    {},
    head(-s * 0.1, s * 0.65),
    rect(s * 0.14, -s * 0.85, s * 0.07, s * 1.5, { fill }),
    path(
      `M${s * 0.21} ${-s * 0.85}C${s * 0.3} ${-s * 0.45} ${s * 0.75} ${-s * 0.4} ${s * 0.55} ${s * 0.05}C${s * 0.6} ${-s * 0.3} ${s * 0.35} ${-s * 0.45} ${s * 0.21} ${-s * 0.5}Z`,
      { fill },
    ),
  );
}

/** A treble clef drawn as one swelling line: the spiral, the loop over the top, the tail. */
export function trebleClef(size: number, fill: string): string {
  const s = size / 2;
  const points = (
    [
      [0.05, 0.1],
      [-0.12, 0.02],
      [-0.05, -0.14],
      [0.2, -0.12],
      [0.3, 0.08],
      [0.12, 0.3],
      [-0.22, 0.26],
      [-0.38, 0.0],
      [-0.2, -0.32],
      [0.12, -0.6],
      [0.2, -0.88],
      [0.06, -1.0],
      [-0.08, -0.8],
      [-0.02, -0.3],
      [0.08, 0.5],
      [0.1, 0.85],
      [-0.05, 0.98],
      [-0.2, 0.88],
    ] as Array<[number, number]>
  ).map(([x, y]): [number, number] => [x * s, y * s]);
  return group(
    {},
    path(smoothPath(points, false), {
      fill: 'none',
      stroke: fill,
      'stroke-width': s * 0.075,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    circle(-0.17 * s, 0.86 * s, s * 0.08, { fill }),
  );
}

/** Five staff lines along x with a wave, `gap` apart. */
export function staff(
  length: number,
  gap: number,
  stroke: string,
  amplitude = 0,
  waves = 1,
): string {
  const lines = Array.from({ length: 5 }, (_, index) => {
    const y = index * gap;
    const steps = 40;
    const points = Array.from({ length: steps + 1 }, (_, step): [number, number] => {
      const x = (step / steps) * length;
      return [x, y + Math.sin((x / length) * Math.PI * 2 * waves) * amplitude];
    });
    return path(pointsPath(points), {});
  });
  return group({ fill: 'none', stroke, 'stroke-width': gap * 0.1 }, ...lines);
}
