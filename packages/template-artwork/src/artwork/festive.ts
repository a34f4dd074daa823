// Party and landscape motifs: balloons, confetti, bunting, sun, clouds, mountains, skylines.
import { between, pick, seededRandom } from './random';
import { sparkle, star } from './shapes';
import { circle, ellipse, group, path, PathData, polygon, rect } from './svg';

/** A balloon with a shine, a knot and a curly string hanging to `string` below. */
export function balloon(size: number, fill: string, string = size * 1.2): string {
  const rx = size * 0.4;
  const ry = size * 0.5;
  return group(
    {},
    path(
      `M0 ${ry}c${-size * 0.1} ${string * 0.25} ${size * 0.12} ${string * 0.45} 0 ${string * 0.7}s${size * 0.1} ${string * 0.2} ${-size * 0.02} ${string * 0.3}`,
      {
        fill: 'none',
        stroke: '#8a8f98',
        'stroke-width': size * 0.015,
      },
    ),
    path(
      `M0 ${-ry}C${rx * 1.35} ${-ry} ${rx * 1.2} ${ry * 0.75} 0 ${ry}C${-rx * 1.2} ${ry * 0.75} ${-rx * 1.35} ${-ry} 0 ${-ry}Z`,
      { fill },
    ),
    polygon(
      [
        [0, ry * 0.96],
        [-size * 0.06, ry + size * 0.08],
        [size * 0.06, ry + size * 0.08],
      ],
      { fill },
    ),
    ellipse(-rx * 0.4, -ry * 0.45, rx * 0.16, ry * 0.26, {
      fill: '#ffffff',
      opacity: 0.45,
      transform: `rotate(20 ${(-rx * 0.4).toFixed(1)} ${(-ry * 0.45).toFixed(1)})`,
    }),
  );
}

/** Confetti and small stars scattered over a box, avoiding `keepClear` (the text area). */
export function confetti(
  box: { x: number; y: number; width: number; height: number },
  count: number,
  colors: string[],
  seed: number,
  keepClear?: { x: number; y: number; width: number; height: number },
): string {
  const random = seededRandom(seed);
  const pieces: string[] = [];
  let attempts = 0;
  while (pieces.length < count && attempts < count * 20) {
    attempts += 1;
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    if (
      keepClear &&
      x > keepClear.x &&
      x < keepClear.x + keepClear.width &&
      y > keepClear.y &&
      y < keepClear.y + keepClear.height
    )
      continue;
    const color = pick(random, colors);
    const kind = random();
    const size = between(random, 4, 9);
    const turn = Math.round(random() * 180);
    const at = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn})`;
    if (kind < 0.45)
      pieces.push(rect(-size / 2, -size / 4, size, size / 2, { fill: color, transform: at }));
    else if (kind < 0.7) pieces.push(circle(x, y, size / 3, { fill: color }));
    else if (kind < 0.85) pieces.push(group({ transform: at }, star(size * 0.7, { fill: color })));
    else
      pieces.push(
        path(`M${-size} 0q${size / 2} ${-size / 2} ${size} 0t${size} 0`, {
          fill: 'none',
          stroke: color,
          'stroke-width': 1.6,
          transform: at,
        }),
      );
  }
  return group({}, ...pieces);
}

/** A garland of triangular flags hanging on a string from x0 to x1, sagging by `sag`. */
export function bunting(
  x0: number,
  x1: number,
  y: number,
  sag: number,
  flag: number,
  colors: string[],
): string {
  const count = Math.max(2, Math.floor((x1 - x0) / (flag * 1.1)));
  const at = (t: number): [number, number] => [x0 + (x1 - x0) * t, y + sag * 4 * t * (1 - t)];
  const flags: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const [ax, ay] = at((index + 0.1) / count);
    const [bx, by] = at((index + 0.9) / count);
    const [mx, my] = at((index + 0.5) / count);
    flags.push(
      polygon(
        [
          [ax, ay],
          [bx, by],
          [mx, my + flag * 1.1],
        ],
        { fill: colors[index % colors.length] },
      ),
    );
  }
  const string = new PathData()
    .move(x0, y)
    .quad((x0 + x1) / 2, y + sag * 2, x1, y)
    .toString();
  return group(
    {},
    path(string, { fill: 'none', stroke: '#6b6f78', 'stroke-width': 1.5 }),
    ...flags,
  );
}

/** A smiling sun with triangular rays. */
export function sun(size: number, fill: string, rays: string, face = true): string {
  const r = size * 0.3;
  const rayShapes = Array.from({ length: 12 }, (_, index) =>
    polygon(
      [
        [-r * 0.18, -r * 1.15],
        [0, -r * 1.6],
        [r * 0.18, -r * 1.15],
      ],
      { fill: rays, transform: `rotate(${index * 30})` },
    ),
  );
  return group(
    {},
    ...rayShapes,
    circle(0, 0, r, { fill }),
    face
      ? group(
          {},
          circle(-r * 0.32, -r * 0.15, r * 0.09, { fill: '#5b3a1a' }),
          circle(r * 0.32, -r * 0.15, r * 0.09, { fill: '#5b3a1a' }),
          path(`M${-r * 0.4} ${r * 0.2}Q0 ${r * 0.6} ${r * 0.4} ${r * 0.2}`, {
            fill: 'none',
            stroke: '#5b3a1a',
            'stroke-width': r * 0.07,
            'stroke-linecap': 'round',
          }),
          circle(-r * 0.55, r * 0.18, r * 0.12, { fill: '#f28c8c', opacity: 0.6 }),
          circle(r * 0.55, r * 0.18, r * 0.12, { fill: '#f28c8c', opacity: 0.6 }),
        )
      : '',
  );
}

/** A fluffy cloud, flat at the bottom. */
export function cloud(width: number, fill: string, stroke?: string): string {
  const w = width / 2;
  const d = `M${-w} 0A${w * 0.3} ${w * 0.3} 0 0 1 ${-w * 0.55} ${-w * 0.28}A${w * 0.38} ${w * 0.38} 0 0 1 ${w * 0.1} ${-w * 0.42}A${w * 0.32} ${w * 0.32} 0 0 1 ${w * 0.62} ${-w * 0.22}A${w * 0.22} ${w * 0.22} 0 0 1 ${w} 0Z`;
  return path(d, { fill, stroke, 'stroke-width': stroke ? w * 0.03 : undefined });
}

/** Rainbow arcs centred on 0,0. */
export function rainbow(radius: number, band: number, colors: string[]): string {
  return group(
    { fill: 'none', 'stroke-width': band },
    ...colors.map((color, index) => {
      const r = radius - index * band;
      return path(`M${-r} 0A${r} ${r} 0 0 1 ${r} 0`, { stroke: color });
    }),
  );
}

/** A wrapped gift box with a bow on top, base at 0,0. */
export function giftBox(size: number, box: string, ribbon: string): string {
  const s = size / 2;
  return group(
    {},
    rect(-s * 0.8, -s * 0.9, s * 1.6, s * 0.9, { fill: box }),
    rect(-s * 0.9, -s * 1.2, s * 1.8, s * 0.32, { fill: box }),
    rect(-s * 0.9, -s * 1.2, s * 1.8, s * 0.32, { fill: '#ffffff', opacity: 0.15 }),
    rect(-s * 0.12, -s * 1.2, s * 0.24, s * 1.2, { fill: ribbon }),
    path(
      `M0 ${-s * 1.2}C${-s * 0.6} ${-s * 1.7} ${-s * 0.7} ${-s * 1.1} 0 ${-s * 1.2}C${s * 0.7} ${-s * 1.1} ${s * 0.6} ${-s * 1.7} 0 ${-s * 1.2}Z`,
      { fill: ribbon },
    ),
  );
}

/** A Christmas bauble hanging on a thread of length `thread` above it. */
export function bauble(size: number, fill: string, shine: string, thread: number): string {
  const r = size / 2;
  return group(
    {},
    path(`M0 ${-r - thread}V${-r}`, { stroke: '#a0a7b0', 'stroke-width': 1.2 }),
    rect(-r * 0.22, -r * 1.15, r * 0.44, r * 0.25, { fill: '#c9a227', rx: 2 }),
    circle(0, 0, r, { fill }),
    path(`M${-r} 0Q0 ${r * 0.35} ${r} 0`, {
      fill: 'none',
      stroke: shine,
      'stroke-width': r * 0.12,
      opacity: 0.7,
    }),
    ellipse(-r * 0.38, -r * 0.38, r * 0.18, r * 0.28, {
      fill: '#ffffff',
      opacity: 0.45,
      transform: `rotate(35 ${(-r * 0.38).toFixed(1)} ${(-r * 0.38).toFixed(1)})`,
    }),
  );
}

/** Sparkles and stars twinkling over a box. */
export function twinkles(
  box: { x: number; y: number; width: number; height: number },
  count: number,
  fill: string,
  seed: number,
): string {
  const random = seededRandom(seed);
  return group(
    { fill },
    ...Array.from({ length: count }, () => {
      const x = box.x + random() * box.width;
      const y = box.y + random() * box.height;
      const size = between(random, 3, 9);
      return group(
        { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` },
        random() < 0.6 ? sparkle(size, {}) : circle(0, 0, size * 0.25),
      );
    }),
  );
}

/** Mountain ridges across the bottom of a box (Almaty's Alatau, the Alps): layered, far ones paler. */
export function mountains(
  width: number,
  baseY: number,
  heights: number[],
  colors: string[],
  seed: number,
): string {
  const random = seededRandom(seed);
  return group(
    {},
    ...colors.map((color, layer) => {
      const peaks = 4 + layer;
      const data = new PathData().move(0, baseY);
      for (let index = 0; index <= peaks * 2; index += 1) {
        const x = (index / (peaks * 2)) * width;
        const high = index % 2 === 1;
        const height =
          (heights[layer] ?? 80) * (high ? between(random, 0.75, 1.05) : between(random, 0.3, 0.5));
        data.line(x, baseY - height);
      }
      data.line(width, baseY).close();
      return path(data.toString(), { fill: color });
    }),
  );
}

/** Layered waves from `y` down to `bottom` (sea, hills of snow), one layer per colour. */
export function waves(
  width: number,
  y: number,
  amplitude: number,
  count: number,
  colors: string[],
  bottom: number,
): string {
  return group(
    {},
    ...colors.map((color, layer) => {
      const top = y + layer * amplitude * 1.2;
      const data = new PathData().move(0, top);
      const steps = 80;
      for (let step = 0; step <= steps; step += 1) {
        const x = (step / steps) * width;
        data.line(x, top + Math.sin((x / width) * Math.PI * 2 * count + layer) * amplitude);
      }
      data.line(width, bottom).line(0, bottom).close();
      return path(data.toString(), { fill: color });
    }),
  );
}
