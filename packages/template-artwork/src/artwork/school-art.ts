// School and art motifs, drawn around 0,0, about `size` across.
import { seededRandom } from './random';
import { circle, ellipse, group, line, path, polygon, rect, smoothPath } from './svg';

/** A pencil lying along x, point to the right. */
export function pencil(length: number, body: string, dark: string): string {
  const h = length * 0.12;
  const tipStart = length * 0.38;
  return group(
    {},
    rect(-length / 2, -h / 2, length * 0.12, h, { fill: '#f2a7b5', rx: h * 0.25 }),
    rect(-length * 0.4, -h / 2, length * 0.06, h, { fill: '#b9bec4' }),
    rect(-length * 0.34, -h / 2, length * 0.72, h, { fill: body }),
    rect(-length * 0.34, -h / 2, length * 0.72, h / 3, { fill: '#ffffff', opacity: 0.25 }),
    rect(-length * 0.34, h / 6, length * 0.72, h / 3, { fill: dark, opacity: 0.25 }),
    polygon(
      [
        [tipStart, -h / 2],
        [length / 2, 0],
        [tipStart, h / 2],
      ],
      { fill: '#f1d3a6' },
    ),
    polygon(
      [
        [length * 0.46, -h * 0.12],
        [length / 2, 0],
        [length * 0.46, h * 0.12],
      ],
      { fill: dark },
    ),
  );
}

/** A closed book seen from the side, spine to the left. */
export function book(width: number, height: number, cover: string, dark: string): string {
  return group(
    {},
    rect(-width / 2 + width * 0.05, -height / 2 + height * 0.08, width * 0.95, height * 0.9, {
      fill: '#fbf7ec',
      stroke: dark,
      'stroke-width': 1,
    }),
    rect(-width / 2, -height / 2, width * 0.95, height * 0.9, { fill: cover, rx: 3 }),
    rect(-width / 2, -height / 2, width * 0.12, height * 0.9, { fill: dark, opacity: 0.45, rx: 3 }),
    rect(-width * 0.2, -height * 0.28, width * 0.45, height * 0.14, {
      fill: '#ffffff',
      opacity: 0.8,
      rx: 2,
    }),
  );
}

/** A stack of three books. */
export function bookStack(size: number, colors: [string, string, string], dark: string): string {
  return group(
    {},
    group({ transform: `translate(0 ${size * 0.3})` }, book(size, size * 0.22, colors[0], dark)),
    group(
      { transform: `translate(${size * 0.05} ${size * 0.08}) rotate(-4)` },
      book(size * 0.9, size * 0.2, colors[1], dark),
    ),
    group(
      { transform: `translate(${-size * 0.04} ${-size * 0.13}) rotate(3)` },
      book(size * 0.82, size * 0.2, colors[2], dark),
    ),
  );
}

/** An open book, pages fanning from the spine at 0,0. */
export function openBook(size: number, cover: string, pageLines: string): string {
  const s = size / 2;
  const page = (side: number) =>
    group(
      {},
      path(
        `M0 ${s * 0.1}C${side * s * 0.3} ${-s * 0.05} ${side * s * 0.7} ${-s * 0.05} ${side * s} ${s * 0.05}V${s * 0.6}C${side * s * 0.7} ${s * 0.5} ${side * s * 0.3} ${s * 0.5} 0 ${s * 0.65}Z`,
        {
          fill: '#fffdf6',
          stroke: pageLines,
          'stroke-width': s * 0.015,
        },
      ),
      ...[0.18, 0.28, 0.38, 0.48].map((y) =>
        path(
          `M${side * s * 0.15} ${s * (y + 0.02)}C${side * s * 0.4} ${s * (y - 0.06)} ${side * s * 0.65} ${s * (y - 0.06)} ${side * s * 0.85} ${s * (y - 0.01)}`,
          {
            fill: 'none',
            stroke: pageLines,
            'stroke-width': s * 0.012,
            opacity: 0.6,
          },
        ),
      ),
    );
  return group(
    {},
    path(
      `M${-s * 1.04} ${s * 0.12}V${s * 0.7}C${-s * 0.6} ${s * 0.6} ${-s * 0.2} ${s * 0.62} 0 ${s * 0.74}C${s * 0.2} ${s * 0.62} ${s * 0.6} ${s * 0.6} ${s * 1.04} ${s * 0.7}V${s * 0.12}Z`,
      { fill: cover },
    ),
    page(-1),
    page(1),
  );
}

/** A desk globe on its stand. */
export function globe(size: number, sea: string, land: string, stand: string): string {
  const r = size * 0.36;
  return group(
    {},
    path(`M${-r * 1.15} ${-r * 0.2}A${r * 1.17} ${r * 1.17} 0 0 0 ${r * 0.6} ${r * 1.0}`, {
      fill: 'none',
      stroke: stand,
      'stroke-width': r * 0.08,
    }),
    line(0, r * 1.12, 0, r * 1.35, { stroke: stand, 'stroke-width': r * 0.12 }),
    ellipse(0, r * 1.4, r * 0.55, r * 0.1, { fill: stand }),
    circle(0, 0, r, { fill: sea }),
    path(
      `M${-r * 0.6} ${-r * 0.55}C${-r * 0.2} ${-r * 0.75} ${r * 0.05} ${-r * 0.4} ${-r * 0.2} ${-r * 0.15}C${-r * 0.45} ${r * 0.1} ${-r * 0.2} ${r * 0.45} ${-r * 0.5} ${r * 0.55}C${-r * 0.85} ${r * 0.3} ${-r * 0.95} ${-r * 0.2} ${-r * 0.6} ${-r * 0.55}Z`,
      { fill: land },
    ),
    path(
      `M${r * 0.2} ${-r * 0.8}C${r * 0.6} ${-r * 0.75} ${r * 0.9} ${-r * 0.3} ${r * 0.8} ${r * 0.1}C${r * 0.55} ${r * 0.2} ${r * 0.5} ${-r * 0.1} ${r * 0.25} ${-r * 0.2}C${r * 0.05} ${-r * 0.35} ${r * 0.0} ${-r * 0.6} ${r * 0.2} ${-r * 0.8}Z`,
      { fill: land },
    ),
    ellipse(0, 0, r * 0.45, r, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': r * 0.02,
      opacity: 0.5,
    }),
    path(`M${-r} 0H${r}M${-r * 0.87} ${-r * 0.5}H${r * 0.87}M${-r * 0.87} ${r * 0.5}H${r * 0.87}`, {
      stroke: '#ffffff',
      'stroke-width': r * 0.02,
      opacity: 0.5,
    }),
    circle(-r * 0.35, -r * 0.4, r * 0.25, { fill: '#ffffff', opacity: 0.2 }),
  );
}

/** A graduation cap (mortarboard) with its tassel. */
export function graduationCap(size: number, fill: string, tassel: string): string {
  const s = size / 2;
  return group(
    {},
    path(
      `M${-s * 0.55} ${-s * 0.05}V${s * 0.35}C${-s * 0.3} ${s * 0.55} ${s * 0.3} ${s * 0.55} ${s * 0.55} ${s * 0.35}V${-s * 0.05}Z`,
      { fill },
    ),
    polygon(
      [
        [0, -s * 0.6],
        [s, -s * 0.2],
        [0, s * 0.2],
        [-s, -s * 0.2],
      ],
      { fill },
    ),
    polygon(
      [
        [0, -s * 0.6],
        [s, -s * 0.2],
        [0, -s * 0.1],
      ],
      { fill: '#ffffff', opacity: 0.12 },
    ),
    path(`M0 ${-s * 0.2}L${s * 0.7} ${-s * 0.05}V${s * 0.45}`, {
      fill: 'none',
      stroke: tassel,
      'stroke-width': s * 0.05,
    }),
    path(
      `M${s * 0.62} ${s * 0.45}L${s * 0.78} ${s * 0.45}L${s * 0.82} ${s * 0.75}L${s * 0.58} ${s * 0.75}Z`,
      { fill: tassel },
    ),
    circle(0, -s * 0.2, s * 0.07, { fill: tassel }),
  );
}

/** An artist's palette with paint dabs and a thumb hole. */
export function artPalette(size: number, wood: string, paints: string[]): string {
  const s = size / 2;
  const outline = smoothPath([
    [-s, -s * 0.1],
    [-s * 0.6, -s * 0.7],
    [s * 0.2, -s * 0.8],
    [s * 0.9, -s * 0.4],
    [s, s * 0.25],
    [s * 0.55, s * 0.7],
    [s * 0.05, s * 0.55],
    [-s * 0.15, s * 0.75],
    [-s * 0.7, s * 0.6],
  ]);
  const spots: Array<[number, number]> = [
    [-s * 0.55, -s * 0.15],
    [-s * 0.25, -s * 0.5],
    [s * 0.2, -s * 0.55],
    [s * 0.6, -s * 0.25],
    [s * 0.65, s * 0.25],
    [-s * 0.45, s * 0.35],
  ];
  return group(
    {},
    path(outline, { fill: wood }),
    circle(s * 0.1, s * 0.2, s * 0.13, { fill: '#ffffff' }),
    ...spots.map(([x, y], index) =>
      ellipse(x, y, s * 0.15, s * 0.12, {
        fill: paints[index % paints.length],
        transform: `rotate(${index * 30} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    ),
  );
}

/** A paintbrush along x, bristles to the right. */
export function brush(length: number, handle: string, paint: string): string {
  const h = length * 0.07;
  return group(
    {},
    path(
      `M${-length / 2} 0Q${-length * 0.45} ${-h * 0.5} ${-length * 0.05} ${-h * 0.45}V${h * 0.45}Q${-length * 0.45} ${h * 0.5} ${-length / 2} 0Z`,
      { fill: handle },
    ),
    rect(-length * 0.05, -h * 0.55, length * 0.18, h * 1.1, { fill: '#c7ccd1' }),
    path(
      `M${length * 0.13} ${-h * 0.55}C${length * 0.3} ${-h * 0.7} ${length * 0.42} ${-h * 0.2} ${length / 2} 0C${length * 0.42} ${h * 0.2} ${length * 0.3} ${h * 0.7} ${length * 0.13} ${h * 0.55}Z`,
      { fill: paint },
    ),
  );
}

/** A paint splash: a round blob with droplets, its shape fixed by `seed`. */
export function splash(size: number, fill: string, seed: number): string {
  const random = seededRandom(seed);
  const r = size / 2;
  const points: Array<[number, number]> = [];
  const count = 14;
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2;
    const reach = r * (index % 2 === 0 ? 0.7 + random() * 0.35 : 0.5 + random() * 0.15);
    points.push([Math.cos(angle) * reach, Math.sin(angle) * reach]);
  }
  const drops = Array.from({ length: 4 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = r * (1.0 + random() * 0.3);
    return circle(
      Math.cos(angle) * distance,
      Math.sin(angle) * distance,
      r * (0.05 + random() * 0.07),
    );
  });
  return group({ fill }, path(smoothPath(points)), ...drops);
}

/** A red apple with a leaf. */
export function apple(size: number, skin: string, leaf: string): string {
  const s = size / 2;
  return group(
    {},
    path(
      `M0 ${-s * 0.45}C${s * 0.5} ${-s * 0.8} ${s * 1.0} ${-s * 0.35} ${s * 0.85} ${s * 0.2}C${s * 0.7} ${s * 0.8} ${s * 0.2} ${s * 0.95} 0 ${s * 0.75}C${-s * 0.2} ${s * 0.95} ${-s * 0.7} ${s * 0.8} ${-s * 0.85} ${s * 0.2}C${-s * 1.0} ${-s * 0.35} ${-s * 0.5} ${-s * 0.8} 0 ${-s * 0.45}Z`,
      { fill: skin },
    ),
    ellipse(-s * 0.4, -s * 0.1, s * 0.12, s * 0.25, { fill: '#ffffff', opacity: 0.3 }),
    path(`M0 ${-s * 0.45}Q${s * 0.05} ${-s * 0.8} ${s * 0.15} ${-s * 0.95}`, {
      fill: 'none',
      stroke: '#5b3a1a',
      'stroke-width': s * 0.07,
    }),
    path(
      `M${s * 0.1} ${-s * 0.72}C${s * 0.35} ${-s * 1.05} ${s * 0.7} ${-s * 0.9} ${s * 0.75} ${-s * 0.8}C${s * 0.5} ${-s * 0.6} ${s * 0.25} ${-s * 0.6} ${s * 0.1} ${-s * 0.72}Z`,
      { fill: leaf },
    ),
  );
}
