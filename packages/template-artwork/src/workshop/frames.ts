// The workshop's frame ornaments: the catalogue's borders and flourishes drawn over a transparent
// page (PNG), the middle left empty. The scene stretches the picture over its frame box, so one
// portrait drawing serves a4 and a5 and one landscape drawing serves a4h.
import type { Artwork } from '../artwork/artwork';
import {
  bandFrame,
  beadedFrame,
  doubleFrame,
  frameRect,
  guillocheBand,
  meanderBand,
} from '../artwork/borders';
import { metal } from '../artwork/defs';
import { cornerFlourish } from '../artwork/flourishes';
import { embroideryBand, embroideryBandHeight } from '../artwork/folk';
import { flower, rose, sprig } from '../artwork/flowers';
import { laurelBranch } from '../artwork/laurel';
import { PALETTES, type Palette } from '../artwork/palettes';
import { facetedStar, star } from '../artwork/shapes';
import { fourCorners, group, place, rect } from '../artwork/svg';
import type { FrameDefinition } from './workshop.types';

const scaleOf = (width: number, height: number) => Math.min(width, height) / 800;

/**
 * The formal certificate's border (the classic design without its paper, crest and seal): a
 * coloured outer margin, gilded lines around a band, flourishes in the corners.
 */
function classicFrame(
  palette: Palette,
  border: 'guilloche' | 'meander' | 'beaded' | 'lines',
  corners = true,
): Artwork {
  return ({ width, height }, defs) => {
    const k = scaleOf(width, height);
    const margin = 26 * k;
    const gold = metal(defs, palette.metal);
    const outer = defs.linear(
      'outer',
      [
        [0, palette.main],
        [0.5, palette.mainDark],
        [1, palette.main],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    const bandInset = margin + 10 * k;
    const bandHeight = 18 * k;
    const parts = [
      frameRect(width, height, margin / 2, { stroke: outer, 'stroke-width': margin }),
      frameRect(width, height, margin + 3 * k, { stroke: gold, 'stroke-width': 3.5 * k }),
    ];
    if (border === 'guilloche')
      parts.push(
        bandFrame(width, height, bandInset, bandHeight, (length) =>
          guillocheBand(length, bandHeight, palette.main, {
            lines: 5,
            period: 34 * k,
            strokeWidth: 0.8,
          }),
        ),
      );
    else if (border === 'meander')
      parts.push(
        bandFrame(width, height, bandInset, bandHeight, (length) =>
          meanderBand(length, bandHeight, palette.main, 1.8 * k),
        ),
      );
    else if (border === 'beaded')
      parts.push(beadedFrame(width, height, bandInset + bandHeight / 2, 11 * k, 2.6 * k, gold));
    else
      parts.push(
        frameRect(width, height, bandInset + bandHeight / 2, {
          stroke: palette.main,
          'stroke-width': 1.2 * k,
        }),
      );
    const inner = bandInset + bandHeight + 7 * k;
    parts.push(frameRect(width, height, inner, { stroke: gold, 'stroke-width': 1.6 * k }));
    if (corners) {
      parts.push(
        fourCorners(
          cornerFlourish(170 * k, inner + 4 * k, palette.mainDark, palette.accent),
          width,
          height,
        ),
        fourCorners(
          group(
            {},
            rect(bandInset - 2 * k, bandInset - 2 * k, bandHeight + 4 * k, bandHeight + 4 * k, {
              fill: gold,
            }),
            place(
              star(6 * k, { fill: palette.mainDark }),
              bandInset + bandHeight / 2,
              bandInset + bandHeight / 2,
            ),
          ),
          width,
          height,
        ),
      );
    }
    return parts.join('');
  };
}

/** A rounded double line with laurel branches growing out of every corner. */
const laurelCorners: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.forest;
  const k = scaleOf(width, height);
  const leaves = defs.linear('laurel-leaf', [
    [0, '#4f9a5f'],
    [1, '#1f5a33'],
  ]);
  const gold = metal(defs, 'gold');
  const branch = group(
    {},
    place(
      laurelBranch({
        radius: 150 * k,
        from: 180,
        to: 260,
        leaves: 7,
        leafLength: 30 * k,
        fill: leaves,
        vein: '#174026',
      }),
      190 * k,
      190 * k,
    ),
    place(
      laurelBranch({
        radius: 150 * k,
        from: 270,
        to: 190,
        leaves: 7,
        leafLength: 30 * k,
        fill: leaves,
        vein: '#174026',
      }),
      190 * k,
      190 * k,
    ),
    place(facetedStar(16 * k, '#f6d77c', '#b07d1c'), 52 * k, 52 * k),
  );
  return [
    frameRect(width, height, 22 * k, { stroke: palette.main, 'stroke-width': 8 * k }, 18 * k),
    frameRect(width, height, 34 * k, { stroke: gold, 'stroke-width': 2.5 * k }, 12 * k),
    fourCorners(branch, width, height),
  ].join('');
};

/** Light ribbon lines with rose bouquets in two opposite corners. */
const floralCorners: Artwork = ({ width, height }) => {
  const palette = PALETTES.blossom;
  const k = scaleOf(width, height);
  const bouquet = group(
    {},
    place(sprig(240 * k, palette.accent, palette.accent, palette.mainLight), 30 * k, 135 * k, {
      rotate: -8,
    }),
    place(sprig(220 * k, palette.accent, palette.accent, palette.mainLight), 135 * k, 30 * k, {
      rotate: 82,
    }),
    place(rose(120 * k, palette.mainLight, palette.main), 90 * k, 90 * k),
    place(rose(76 * k, palette.mainLight, palette.main), 200 * k, 66 * k, { rotate: 20 }),
    place(flower(64 * k, '#ffffff', palette.main, 5), 66 * k, 200 * k),
  );
  return [
    frameRect(width, height, 20 * k, { stroke: palette.mainLight, 'stroke-width': 10 * k }, 6 * k),
    frameRect(width, height, 34 * k, { stroke: palette.main, 'stroke-width': 1.2 * k }, 4 * k),
    bouquet,
    group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, bouquet),
  ].join('');
};

/** A cross-stitch embroidered band around the page (the vyshyvanka of the national designs). */
const embroidery: Artwork = ({ width, height }) => {
  const k = scaleOf(width, height);
  const cell = 3.2 * k;
  const bandHeight = embroideryBandHeight(cell);
  const threads = { a: '#b3262f', b: '#1a1a1a' };
  return [
    bandFrame(width, height, 22 * k, bandHeight, (length) => embroideryBand(length, cell, threads)),
    frameRect(width, height, 22 * k + bandHeight + 8 * k, {
      stroke: '#b3262f',
      'stroke-width': 1.2 * k,
    }),
  ].join('');
};

/** A thick and a thin line in gold with stars at the corners: the plainest ornamental frame. */
const goldDouble: Artwork = ({ width, height }, defs) => {
  const k = scaleOf(width, height);
  const gold = metal(defs, 'gold');
  return [
    doubleFrame(width, height, 30 * k, gold, 8 * k, 8 * k),
    frameRect(width, height, 62 * k, { stroke: PALETTES.violet.main, 'stroke-width': 1 * k }),
    fourCorners(place(facetedStar(20 * k, '#f6d77c', '#b07d1c'), 34 * k, 34 * k), width, height),
  ].join('');
};

/** Every frame; keys are stable (makets name them). Margins: where text goes, at 800 px wide. */
export const FRAMES: readonly FrameDefinition[] = [
  {
    key: 'classic-guilloche',
    name: 'Гильоширная лента',
    draw: classicFrame(PALETTES.royalBlue, 'guilloche'),
    margins: { top: 120, right: 95, bottom: 120, left: 95 },
  },
  {
    key: 'classic-meander',
    name: 'Меандр',
    draw: classicFrame(PALETTES.crimson, 'meander'),
    margins: { top: 120, right: 95, bottom: 120, left: 95 },
  },
  {
    key: 'classic-beaded',
    name: 'Жемчужная нить',
    draw: classicFrame(PALETTES.emerald, 'beaded'),
    margins: { top: 120, right: 95, bottom: 120, left: 95 },
  },
  {
    key: 'navy-lines',
    name: 'Строгая синяя',
    draw: classicFrame(PALETTES.navyGold, 'lines', false),
    margins: { top: 95, right: 90, bottom: 95, left: 90 },
  },
  {
    key: 'laurel-corners',
    name: 'Лавровые ветви',
    draw: laurelCorners,
    margins: { top: 150, right: 110, bottom: 150, left: 110 },
  },
  {
    key: 'floral-corners',
    name: 'Розы',
    draw: floralCorners,
    margins: { top: 170, right: 90, bottom: 170, left: 90 },
  },
  {
    key: 'embroidery',
    name: 'Вышивка',
    draw: embroidery,
    margins: { top: 110, right: 100, bottom: 110, left: 100 },
  },
  {
    key: 'gold-double',
    name: 'Золотая двойная',
    draw: goldDouble,
    margins: { top: 100, right: 90, bottom: 100, left: 90 },
  },
];
