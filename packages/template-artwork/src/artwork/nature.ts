// Leaves, berries, snowflakes and fir branches, each drawn around 0,0 and about `size` across.
import { leafShape } from './laurel';
import { circle, ellipse, group, line, num, path, pointsPath, smoothPath } from './svg';

/** Right half of a maple leaf, top tip to stem, in units of half its height. */
const MAPLE_HALF: Array<[number, number]> = [
  [0, -1],
  [0.13, -0.74],
  [0.27, -0.82],
  [0.21, -0.42],
  [0.43, -0.57],
  [0.5, -0.47],
  [0.84, -0.62],
  [0.71, -0.32],
  [0.86, -0.22],
  [0.48, 0.06],
  [0.58, 0.22],
  [0.3, 0.19],
  [0.07, 0.31],
  [0.035, 0.8],
];

/** A maple leaf pointing up: five toothed lobes, veins and a stem. */
export function mapleLeaf(size: number, fill: string, vein: string): string {
  const r = size / 2;
  const right = MAPLE_HALF.map(([x, y]): [number, number] => [x * r, y * r]);
  const left = right
    .slice(1)
    .reverse()
    .map(([x, y]): [number, number] => [-x, y]);
  const tips: Array<[number, number]> = [
    [0, -0.92],
    [0.78, -0.56],
    [0.52, 0.18],
  ];
  const veins = tips
    .flatMap(([x, y]) => [
      `M0 ${num(r * 0.3)}L${num(x * r)} ${num(y * r)}`,
      `M0 ${num(r * 0.3)}L${num(-x * r)} ${num(y * r)}`,
    ])
    .join('');
  return group(
    {},
    path(pointsPath([...right, ...left], true), { fill, 'stroke-linejoin': 'round' }),
    path(veins, { fill: 'none', stroke: vein, 'stroke-width': size * 0.014, opacity: 0.8 }),
  );
}

/** An oak leaf: a midrib with rounded lobes along both sides. */
export function oakLeaf(size: number, fill: string, vein: string): string {
  const length = size;
  const side: Array<[number, number]> = [];
  const steps = 28;
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps;
    const envelope = Math.sin(Math.PI * Math.min(1, t * 1.05)) * (0.55 + 0.45 * t);
    const lobes = 0.66 + 0.34 * Math.cos(t * Math.PI * 7);
    side.push([envelope * lobes * length * 0.34, -t * length]);
  }
  const outline = [
    ...side,
    ...side
      .slice(1, -1)
      .reverse()
      .map(([x, y]): [number, number] => [-x, y]),
  ];
  return group(
    { transform: `translate(0 ${(length / 2).toFixed(1)})` },
    line(0, length * 0.12, 0, 0, {
      stroke: vein,
      'stroke-width': size * 0.03,
      'stroke-linecap': 'round',
    }),
    path(smoothPath(outline, true, 0.8), { fill }),
    line(0, 0, 0, -length * 0.9, { stroke: vein, 'stroke-width': size * 0.018, opacity: 0.7 }),
  );
}

/** A birch or linden leaf: a broad pointed leaf with side veins. */
export function simpleLeaf(size: number, fill: string, vein: string): string {
  const veins: string[] = [];
  for (let index = 1; index <= 4; index += 1) {
    const y = (-size * index) / 5.5;
    veins.push(
      `M0 ${y.toFixed(1)}l${(size * 0.16).toFixed(1)} ${(-size * 0.1).toFixed(1)}M0 ${y.toFixed(1)}l${(-size * 0.16).toFixed(1)} ${(-size * 0.1).toFixed(1)}`,
    );
  }
  return group(
    { transform: `translate(0 ${(size / 2).toFixed(1)})` },
    path(leafShape(size, size * 0.62), { fill }),
    path(`M0 ${(size * 0.12).toFixed(1)}L0 ${(-size * 0.85).toFixed(1)}${veins.join('')}`, {
      fill: 'none',
      stroke: vein,
      'stroke-width': size * 0.018,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
}

/** A horse-chestnut leaf: seven leaflets from one point (Kyiv's tree). */
export function chestnutLeaf(size: number, fill: string, vein: string): string {
  const leaflets = [-160, -128, -108, -90, -72, -52, -20].map((angle, index) => {
    const length = size * (0.36 + 0.14 * Math.sin(((index + 0.5) / 7) * Math.PI));
    return group(
      { transform: `rotate(${angle + 90})` },
      path(leafShape(length, length * 0.46), { fill }),
      line(0, 0, 0, -length * 0.85, { stroke: vein, 'stroke-width': size * 0.012, opacity: 0.7 }),
    );
  });
  return group(
    {},
    line(0, 0, 0, size * 0.3, { stroke: vein, 'stroke-width': size * 0.025 }),
    ...leaflets,
  );
}

export function acorn(size: number, nut: string, cap: string): string {
  const s = size / 2;
  return group(
    {},
    ellipse(0, s * 0.25, s * 0.52, s * 0.7, { fill: nut }),
    ellipse(-s * 0.18, s * 0.1, s * 0.12, s * 0.3, { fill: '#ffffff', opacity: 0.25 }),
    path(
      `M${-s * 0.62} ${-s * 0.15}Q0 ${-s * 0.85} ${s * 0.62} ${-s * 0.15}Q0 ${s * 0.05} ${-s * 0.62} ${-s * 0.15}Z`,
      {
        fill: cap,
      },
    ),
    line(0, -s * 0.5, s * 0.12, -s * 0.8, {
      stroke: cap,
      'stroke-width': s * 0.14,
      'stroke-linecap': 'round',
    }),
  );
}

/** A bunch of berries (rowan, guelder rose). */
export function berries(size: number, fill: string, highlight = '#ffffff'): string {
  const r = size * 0.13;
  const spots: Array<[number, number]> = [
    [0, 0],
    [-1.9, 0.6],
    [1.9, 0.5],
    [-0.9, 1.9],
    [1, 1.9],
    [0.1, -1.8],
    [-1.9, -1.3],
    [1.8, -1.4],
  ];
  return group(
    {},
    ...spots.map(([x, y]) =>
      group(
        {},
        circle(x * r, y * r, r, { fill }),
        circle(x * r - r * 0.35, y * r - r * 0.35, r * 0.28, { fill: highlight, opacity: 0.55 }),
      ),
    ),
  );
}

/** A six-armed snowflake; `variant` changes the branching. */
export function snowflake(size: number, stroke: string, variant = 0, width = size * 0.045): string {
  const r = size / 2;
  const branchAt = [
    [0.35, 0.62],
    [0.45, 0.72],
    [0.3, 0.55, 0.78],
  ][variant % 3]!;
  const arm: string[] = [`M0 0L0 ${-r}`];
  branchAt.forEach((at, index) => {
    const length = r * (0.34 - index * 0.08);
    const y = -r * at;
    arm.push(`M0 ${y.toFixed(1)}l${(length * 0.7).toFixed(1)} ${(-length * 0.7).toFixed(1)}`);
    arm.push(`M0 ${y.toFixed(1)}l${(-length * 0.7).toFixed(1)} ${(-length * 0.7).toFixed(1)}`);
  });
  const armPath = arm.join('');
  const arms = Array.from({ length: 6 }, (_, index) =>
    path(armPath, { transform: `rotate(${index * 60})` }),
  );
  return group(
    { fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round' },
    ...arms,
    variant % 2 === 0 ? path(pointsPath(hexagon(r * 0.18), true), {}) : '',
  );
}

function hexagon(radius: number): Array<[number, number]> {
  return Array.from({ length: 6 }, (_, index): [number, number] => {
    const angle = (index * Math.PI) / 3 - Math.PI / 2;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

/** A fir branch: a stem with needles, growing along +x. */
export function firBranch(length: number, needle: string, stem: string): string {
  const needles: string[] = [];
  const count = Math.round(length / 7);
  for (let index = 1; index < count; index += 1) {
    const x = (index / count) * length;
    const n = length * 0.13 * (1 - (0.6 * index) / count);
    needles.push(
      `M${x.toFixed(1)} 0l${(n * 0.55).toFixed(1)} ${(-n).toFixed(1)}M${x.toFixed(1)} 0l${(n * 0.55).toFixed(1)} ${n.toFixed(1)}`,
    );
  }
  return group(
    { 'stroke-linecap': 'round' },
    path(needles.join(''), { stroke: needle, 'stroke-width': length * 0.018, fill: 'none' }),
    line(0, 0, length, 0, { stroke: stem, 'stroke-width': length * 0.022 }),
  );
}
