// National designs: waving flag-coloured ribbons, embroidery, the Kazakh ornament, Gzhel.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { doubleFrame, frameRect, paper } from '../borders';
import { metal } from '../defs';
import { embroideryBand, embroideryBandHeight, ramHornBand } from '../folk';
import { laurelBranch } from '../laurel';
import { rose, sprig } from '../flowers';
import type { Palette } from '../palettes';
import { wavingStripes } from '../ribbons';
import { facetedStar, starPoints } from '../shapes';
import { circle, fourCorners, group, place, polygon, rect } from '../svg';

/** Flag colours waving across the top and the bottom, a gilded frame, a star and laurel. */
export function flagRibbon(options: {
  palette: Palette;
  stripes: string[];
  emblem?: 'star' | 'sun';
}): Design {
  const { palette, stripes } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const stripe = 20 * k;
    const shadow = defs.shadow('ribbon-shadow', 0, 3 * k, 3 * k, '#000', 0.25);
    const parts = [
      paper(defs, palette, width, height),
      group({ filter: shadow }, wavingStripes(width, 34 * k, stripe, stripes, 16 * k, 1.1)),
      group(
        { filter: shadow },
        wavingStripes(
          width,
          height - 34 * k - stripe * stripes.length,
          stripe * 0.8,
          stripes,
          12 * k,
          1.3,
        ),
      ),
      doubleFrame(width, height, 14 * k, finish, 3 * k, 4 * k),
    ];
    const cy = 34 * k + stripe * stripes.length + 80 * k;
    if (options.emblem === 'sun') parts.push(place(steppeSun(56 * k, finish), width / 2, cy));
    else parts.push(place(facetedStar(40 * k, '#f8dc86', '#a8761a'), width / 2, cy));
    const branch = (side: number) =>
      place(
        laurelBranch({
          radius: 90 * k,
          from: 90 + side * 30,
          to: 90 + side * 150,
          leaves: 7,
          leafLength: 20 * k,
          fill: finish,
          vein: palette.mainDark,
        }),
        width / 2,
        cy - 6 * k,
      );
    parts.push(branch(1), branch(-1));
    return parts.join('');
  };
  return design(draw, scaled(290, 75, 135, 75), (page, k) => 265 * k);
}

/** A sun with straight rays, as on the Kazakh flag. */
export function steppeSun(radius: number, fill: string): string {
  const rays = polygon(starPoints(32, radius * 1.45, radius * 1.1), { fill });
  return group({}, rays, circle(0, 0, radius, { fill }));
}

/** Embroidered bands across the top and bottom (вишиванка), stitched side lines. */
export function embroidery(options: {
  palette: Palette;
  threads: Record<string, string>;
  cell?: number;
}): Design {
  const { palette, threads } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const cell = (options.cell ?? 5.4) * k;
    const bandHeight = embroideryBandHeight(cell);
    const inset = 30 * k;
    const length = width - inset * 2;
    return [
      paper(defs, palette, width, height),
      place(embroideryBand(length, cell, threads), inset, inset),
      place(embroideryBand(length, cell, threads), inset, height - inset - bandHeight),
      rect(
        inset,
        inset + bandHeight + 10 * k,
        2.4 * k,
        height - 2 * (inset + bandHeight + 10 * k),
        { fill: threads.a ?? palette.main },
      ),
      rect(
        width - inset - 2.4 * k,
        inset + bandHeight + 10 * k,
        2.4 * k,
        height - 2 * (inset + bandHeight + 10 * k),
        { fill: threads.a ?? palette.main },
      ),
      frameRect(width, height, 12 * k, {
        stroke: threads.a ?? palette.main,
        'stroke-width': 1.2 * k,
      }),
    ].join('');
  };
  return design(draw, scaled(140, 70, 140, 70), (page, k) => 122 * k);
}

/** The ram's-horn ornament on a sky-blue strip down the left edge and along the bottom, a sun. */
export function steppeOrnament(options: { palette: Palette; sun?: boolean }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const strip = 66 * k;
    const sky = defs.linear(
      'sky',
      [
        [0, palette.main],
        [1, palette.mainDark],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const parts = [
      paper(defs, palette, width, height),
      rect(0, 0, strip, height, { fill: sky }),
      group(
        { transform: `translate(${strip * 0.725} 0) rotate(90)` },
        ramHornBand(height, strip * 0.45, finish),
      ),
      rect(strip, 0, 5 * k, height, { fill: finish }),
      frameRect(width, height, 22 * k, { stroke: palette.main, 'stroke-width': 1.5 * k }),
      place(
        ramHornBand(width - strip - 120 * k, 34 * k, palette.main),
        strip + 60 * k,
        height - 84 * k,
      ),
      place(ramHornBand(width - strip - 120 * k, 34 * k, palette.main), strip + 60 * k, 50 * k),
    ];
    if (options.sun !== false) parts.push(place(steppeSun(52 * k, finish), width / 2, 160 * k));
    return parts.join('');
  };
  return design(draw, scaled(250, 60, 135, 125), (page, k) => 240 * k);
}

/** Gzhel: cobalt-blue roses and sprigs in two corners, blue lines and dots. */
export function gzhel(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const bouquet = group(
      {},
      place(sprig(250 * k, palette.main, palette.mainDark, palette.mainLight), 90 * k, 150 * k, {
        rotate: -12,
      }),
      place(sprig(230 * k, palette.main, palette.mainDark, palette.mainLight), 150 * k, 90 * k, {
        rotate: 78,
      }),
      place(sprig(160 * k, palette.mainLight, palette.mainDark), 200 * k, 200 * k, { rotate: 45 }),
      place(rose(150 * k, palette.mainLight, palette.main), 120 * k, 120 * k),
      place(rose(70 * k, palette.mainLight, palette.main), 270 * k, 72 * k),
      place(rose(64 * k, palette.mainLight, palette.main), 70 * k, 262 * k),
    );
    return [
      paper(defs, palette, width, height),
      frameRect(width, height, 16 * k, { stroke: palette.main, 'stroke-width': 6 * k }),
      frameRect(width, height, 28 * k, { stroke: palette.main, 'stroke-width': 1.2 * k }),
      fourCorners(circle(40 * k, 40 * k, 4 * k, { fill: palette.main }), width, height),
      bouquet,
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, bouquet),
    ].join('');
  };
  return design(draw, scaled(230, 110, 230, 110));
}
