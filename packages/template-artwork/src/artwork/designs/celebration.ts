// Invitations, greeting cards and gift certificates: balloons and bunting, flower corners, a
// starry night for graduation, and the guilloche voucher with a bow.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { bandFrame, frameRect, guillocheBand, paper } from '../borders';
import { metal } from '../defs';
import { balloon, bunting, confetti, twinkles } from '../festive';
import { flower, rose, sprig, tulip } from '../flowers';
import type { Palette } from '../palettes';
import { bow } from '../ribbons';
import { graduationCap } from '../school-art';
import { facetedStar, guillocheRosette, star } from '../shapes';
import { group, place, rect } from '../svg';

const PARTY = ['#e63946', '#f4a261', '#ffd23f', '#2a9d8f', '#3a86ff', '#8338ec'];

export function balloonParty(options: {
  palette: Palette;
  seed: number;
  colors?: string[];
}): Design {
  const colors = options.colors ?? PARTY;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const cluster = (x: number, y: number, side: number) =>
      group(
        {},
        place(balloon(96 * k, colors[0]!, 160 * k), x, y, { rotate: -8 * side }),
        place(balloon(86 * k, colors[3]!, 190 * k), x + side * 70 * k, y + 30 * k, {
          rotate: 6 * side,
        }),
        place(balloon(80 * k, colors[4]!, 150 * k), x + side * 20 * k, y + 90 * k, {
          rotate: 12 * side,
        }),
        place(balloon(74 * k, colors[2]!, 140 * k), x - side * 50 * k, y + 80 * k, {
          rotate: -14 * side,
        }),
      );
    return [
      paper(defs, options.palette, width, height),
      confetti(
        { x: 20 * k, y: 20 * k, width: width - 40 * k, height: height - 40 * k },
        140,
        colors,
        options.seed,
        {
          x: 150 * k,
          y: 200 * k,
          width: width - 300 * k,
          height: height - 360 * k,
        },
      ),
      bunting(0, width, 18 * k, 60 * k, 44 * k, colors),
      cluster(95 * k, height - 330 * k, 1),
      cluster(width - 95 * k, height - 330 * k, -1),
      frameRect(
        width,
        height,
        14 * k,
        { stroke: options.palette.main, 'stroke-width': 3 * k },
        16 * k,
      ),
    ].join('');
  };
  return design(draw, scaled(170, 130, 200, 130));
}

export function flowerCorners(options: {
  palette: Palette;
  flower: 'rose' | 'tulip' | 'blossom';
}): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const bloom = (size: number) => {
      switch (options.flower) {
        case 'rose':
          return rose(size, palette.mainLight, palette.main);
        case 'tulip':
          return tulip(size * 2.1, palette.main, palette.accent);
        default:
          return flower(size, palette.mainLight, '#f2c14e', 5);
      }
    };
    const bouquet = group(
      {},
      place(sprig(260 * k, palette.accent, palette.accent, palette.mainLight), 30 * k, 140 * k, {
        rotate: -8,
      }),
      place(sprig(240 * k, palette.accent, palette.accent, palette.mainLight), 140 * k, 30 * k, {
        rotate: 82,
      }),
      place(sprig(170 * k, palette.accent, palette.accent), 150 * k, 150 * k, { rotate: 40 }),
      place(bloom(130 * k), 95 * k, 95 * k),
      place(bloom(84 * k), 215 * k, 70 * k, { rotate: 20 }),
      place(bloom(80 * k), 70 * k, 215 * k, { rotate: -20 }),
      place(flower(40 * k, '#ffffff', palette.main, 5), 180 * k, 160 * k),
    );
    return [
      paper(defs, palette, width, height),
      frameRect(
        width,
        height,
        20 * k,
        { stroke: palette.mainLight, 'stroke-width': 10 * k },
        6 * k,
      ),
      frameRect(width, height, 34 * k, { stroke: palette.main, 'stroke-width': 1.2 * k }, 4 * k),
      bouquet,
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, bouquet),
    ].join('');
  };
  return design(draw, scaled(205, 100, 205, 100));
}

/** Graduation: a night-blue sky across the top with gold stars, a mortarboard, a gold frame. */
export function starryNight(options: { palette: Palette; seed: number; cap?: boolean }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const sky = defs.linear('night', [
      [0, palette.mainDark],
      [0.6, palette.main],
      [1, palette.mainLight, 0],
    ]);
    const skyHeight = height * 0.3;
    const parts = [
      paper(defs, palette, width, height),
      rect(0, 0, width, skyHeight, { fill: sky }),
      twinkles({ x: 0, y: 0, width, height: skyHeight * 0.75 }, 70, '#f7e09a', options.seed),
      rect(0, height - 60 * k, width, 60 * k, { fill: palette.mainDark }),
      rect(0, height - 66 * k, width, 6 * k, { fill: finish }),
      frameRect(width, height, 16 * k, { stroke: finish, 'stroke-width': 2.5 * k }),
    ];
    [0.2, 0.5, 0.8].forEach((t, index) =>
      parts.push(
        place(
          facetedStar((index === 1 ? 26 : 18) * k, '#f8dc86', '#a8761a'),
          width * t,
          skyHeight * (index === 1 ? 0.3 : 0.45),
        ),
      ),
    );
    if (options.cap !== false)
      parts.push(
        place(graduationCap(120 * k, '#0a1224', palette.accent), width / 2, skyHeight * 0.72, {
          rotate: -8,
        }),
      );
    return parts.join('');
  };
  return design(draw, (page, k) => [page.height * 0.3 + 40 * k, 75 * k, 95 * k, 75 * k]);
}

/** A gift certificate: guilloche borders and rosettes, a ribbon cross and a bow. */
export function giftVoucher(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const band = 22 * k;
    const ribbon = defs.linear(
      'ribbon',
      [
        [0, palette.main],
        [0.5, palette.mainLight],
        [1, palette.main],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const ribbonX = width * 0.2;
    const ribbonY = height * 0.28;
    const rosettes = group(
      { opacity: 0.35 },
      ...[0, 1, 2].map((index) =>
        guillocheRosette(
          (120 - index * 25) * k,
          12 + index * 4,
          { stroke: palette.main, 'stroke-width': 0.7 },
          index,
        ),
      ),
    );
    return [
      paper(defs, palette, width, height),
      bandFrame(width, height, 20 * k, band, (length) =>
        guillocheBand(length, band, palette.main, { lines: 6, period: 40 * k }),
      ),
      frameRect(width, height, 20 * k + band + 6 * k, { stroke: finish, 'stroke-width': 2 * k }),
      place(rosettes, width - 170 * k, height - 170 * k),
      rect(ribbonX - 18 * k, 0, 36 * k, height, { fill: ribbon }),
      rect(0, ribbonY - 18 * k, width, 36 * k, { fill: palette.main }),
      rect(0, ribbonY - 12 * k, width, 3 * k, { fill: palette.mainLight }),
      rect(0, ribbonY + 9 * k, width, 3 * k, { fill: palette.mainLight }),
      place(bow(170 * k, palette.main, palette.mainDark), ribbonX, ribbonY),
      place(star(10 * k, { fill: palette.accent }), width - 60 * k, 60 * k),
    ].join('');
  };
  return design(draw, (page, k) => [
    page.height * 0.28 + 45 * k,
    75 * k,
    80 * k,
    page.width * 0.2 + 55 * k,
  ]);
}
