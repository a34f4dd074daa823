// Ribbons, banners, bows, seals and medals.
import { type Defs, metal, type Metal } from './defs';
import { laurelWreath } from './laurel';
import { facetedStar, rings, scallopedDisc, serratedDisc, star } from './shapes';
import { circle, ellipse, group, path, PathData, type Attributes } from './svg';

/** A scroll banner across 0,0: a front band with folded ends tucked behind. */
export function banner(width: number, height: number, front: string, back: string): string {
  const w = width / 2;
  const h = height / 2;
  const tail = width * 0.12;
  const drop = height * 0.35;
  const end = (side: number) =>
    path(
      new PathData()
        .move(side * (w - tail * 0.2), -h + drop)
        .line(side * (w + tail), -h + drop)
        .line(side * (w + tail * 0.6), drop * 0.5)
        .line(side * (w + tail), h + drop)
        .line(side * (w - tail * 0.2), h + drop)
        .close()
        .toString(),
      { fill: back },
    );
  const fold = (side: number) =>
    path(
      `M${side * w} ${h}L${side * (w - tail * 0.2)} ${h + drop}L${side * (w - tail * 0.2)} ${h}Z`,
      {
        fill: '#000',
        opacity: 0.35,
      },
    );
  const arch = height * 0.12;
  return group(
    {},
    end(1),
    end(-1),
    fold(1),
    fold(-1),
    path(`M${-w} ${-h}Q0 ${-h - arch} ${w} ${-h}L${w} ${h}Q0 ${h - arch} ${-w} ${h}Z`, {
      fill: front,
    }),
    path(`M${-w + 6} ${-h + 5}Q0 ${-h - arch + 5} ${w - 6} ${-h + 5}`, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': 1.5,
    }),
  );
}

/** Two ribbon tails hanging from 0,0 with V-cut ends. */
export function ribbonTails(length: number, width: number, fill: string, shade: string): string {
  const tail = (side: number) => {
    const angle = side * 18;
    return group(
      { transform: `rotate(${angle})` },
      path(
        `M${-width / 2} 0L${width / 2} 0L${width / 2} ${length}L0 ${length - width * 0.45}L${-width / 2} ${length}Z`,
        { fill },
      ),
      path(`M${side * width * 0.18} 0L${side * width * 0.18} ${length - width * 0.3}`, {
        stroke: shade,
        'stroke-width': width * 0.12,
        opacity: 0.5,
      }),
    );
  };
  return group({}, tail(-1), tail(1));
}

export interface SealOptions {
  radius: number;
  metal: Metal;
  ribbon?: string;
  ribbonShade?: string;
  /** What sits in the middle. */
  emblem?: 'star' | 'laurel-star' | 'number' | 'none';
  /** For emblem 'number': the place, 1..3. */
  number?: number;
  edge?: 'serrated' | 'scalloped' | 'smooth';
}

/** A medal or seal: metal disc with an edge, rings, an emblem, and optional ribbon tails. */
export function seal(defs: Defs, options: SealOptions): string {
  const { radius: r } = options;
  const fill = metal(defs, options.metal);
  const face = defs.radial(
    `seal-face-${options.metal}`,
    [
      [0, '#ffffff', 0.55],
      [0.6, '#ffffff', 0],
    ],
    { cx: 0.35, cy: 0.3, r: 0.7 },
  );
  const dark = { gold: '#7a5410', silver: '#5d646b', bronze: '#5e2f0f' }[options.metal];
  const edge =
    options.edge === 'smooth'
      ? circle(0, 0, r, { fill })
      : path(
          options.edge === 'scalloped'
            ? scallopedDisc(r, 24, r * 0.08)
            : serratedDisc(r, 36, r * 0.09),
          { fill },
        );
  const emblem = (() => {
    switch (options.emblem ?? 'star') {
      case 'none':
        return '';
      case 'number':
        return placeNumber(options.number ?? 1, r, dark);
      case 'laurel-star':
        return group(
          {},
          laurelWreath(r * 0.5, r * 0.2, dark, dark, { leaves: 7, gap: 20 }),
          facetedStar(r * 0.3, lighten(options.metal), dark),
        );
      default:
        return facetedStar(r * 0.48, lighten(options.metal), dark);
    }
  })();
  return group(
    {},
    options.ribbon
      ? ribbonTails(r * 1.9, r * 0.55, options.ribbon, options.ribbonShade ?? '#000')
      : '',
    group({ filter: defs.shadow('seal-shadow', 0, 2, 2.5, '#000', 0.3) }, edge),
    circle(0, 0, r * 0.82, { fill }),
    rings([r * 0.8, r * 0.7], dark, [1.4, 0.8]),
    circle(0, 0, r * 0.66, { fill: face }),
    emblem,
  );
}

const lighten = (name: Metal) => ({ gold: '#f7e09a', silver: '#f4f6f8', bronze: '#f0c197' })[name];

/** The place number as a star-marked numeral drawn with strokes (no font needed). */
function placeNumber(place: number, r: number, color: string): string {
  const s = r * 0.34;
  const strokes: Record<number, string> = {
    1: `M${-s * 0.35} ${-s * 0.55}L${s * 0.1} ${-s}L${s * 0.1} ${s}M${-s * 0.35} ${s}L${s * 0.55} ${s}`,
    2: `M${-s * 0.5} ${-s * 0.6}Q${-s * 0.3} ${-s} ${s * 0.05} ${-s}Q${s * 0.55} ${-s} ${s * 0.5} ${-s * 0.45}Q${s * 0.45} ${-s * 0.1} ${-s * 0.5} ${s}L${s * 0.55} ${s}`,
    3: `M${-s * 0.5} ${-s * 0.8}Q${0} ${-s * 1.1} ${s * 0.45} ${-s * 0.65}Q${s * 0.5} ${-s * 0.1} ${-s * 0.1} ${-s * 0.05}Q${s * 0.6} ${0} ${s * 0.5} ${s * 0.55}Q${s * 0.2} ${s * 1.15} ${-s * 0.55} ${s * 0.75}`,
  };
  return group(
    {},
    path(strokes[place] ?? strokes[1]!, {
      fill: 'none',
      stroke: color,
      'stroke-width': r * 0.11,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    star(r * 0.1, { fill: color, transform: `translate(0 ${-r * 0.52})` }),
  );
}

/** A bow of two loops, a knot and two tails, centred on 0,0. */
export function bow(
  size: number,
  fill: string,
  shade: string,
  attributes: Attributes = {},
): string {
  const s = size / 2;
  const loop = (side: number) =>
    group(
      {},
      path(
        `M0 0C${side * s * 0.4} ${-s * 0.75} ${side * s * 1.05} ${-s * 0.65} ${side * s * 0.95} ${-s * 0.05}C${side * s * 0.9} ${s * 0.35} ${side * s * 0.35} ${s * 0.2} 0 0Z`,
        { fill },
      ),
      path(
        `M${side * s * 0.12} ${-s * 0.05}C${side * s * 0.45} ${-s * 0.45} ${side * s * 0.8} ${-s * 0.4} ${side * s * 0.8} ${-s * 0.05}`,
        {
          fill: 'none',
          stroke: shade,
          'stroke-width': s * 0.05,
          opacity: 0.6,
        },
      ),
      path(
        `M0 ${s * 0.05}L${side * s * 0.55} ${s * 0.95}L${side * s * 0.42} ${s * 0.82}L${side * s * 0.36} ${s * 1.02}L${side * s * 0.05} ${s * 0.15}Z`,
        { fill },
      ),
    );
  return group(
    attributes,
    loop(-1),
    loop(1),
    ellipse(0, 0, s * 0.16, s * 0.2, { fill: shade }),
    ellipse(0, -s * 0.02, s * 0.12, s * 0.15, { fill }),
  );
}

/** Horizontal stripes waving across a band: a flag-coloured ribbon over the page. */
export function wavingStripes(
  width: number,
  y: number,
  stripe: number,
  colors: string[],
  amplitude: number,
  waves = 1.2,
): string {
  return group(
    {},
    ...colors.map((color, index) => {
      const top = y + index * stripe;
      const data = new PathData();
      const steps = 60;
      for (let step = 0; step <= steps; step += 1) {
        const x = (step / steps) * width;
        const offset = Math.sin((x / width) * Math.PI * 2 * waves) * amplitude;
        if (step === 0) data.move(x, top + offset);
        else data.line(x, top + offset);
      }
      for (let step = steps; step >= 0; step -= 1) {
        const x = (step / steps) * width;
        const offset = Math.sin((x / width) * Math.PI * 2 * waves) * amplitude;
        data.line(x, top + stripe + offset);
      }
      return path(data.close().toString(), { fill: color });
    }),
  );
}
