// Modern certificates: diagonal corner ribbons, a side band, layered waves, low-poly corners.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { frameRect, paper } from '../borders';
import { metal } from '../defs';
import type { Palette } from '../palettes';
import { between, seededRandom } from '../random';
import { seal } from '../ribbons';
import { group, path, place, polygon, rect } from '../svg';

/** Diagonal bands across the top-left and bottom-right corners, a seal on the bands. */
export function cornerRibbons(options: { palette: Palette; seal?: boolean }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const band = (offset: number, thickness: number, fill: string) =>
      polygon(
        [
          [0, offset],
          [offset, 0],
          [offset + thickness, 0],
          [0, offset + thickness],
        ],
        { fill },
      );
    const corner = group(
      {},
      band(0, 250 * k, palette.mainDark),
      band(250 * k, 26 * k, finish),
      band(290 * k, 60 * k, palette.main),
      band(362 * k, 8 * k, palette.accent),
    );
    const parts = [
      paper(defs, palette, width, height),
      corner,
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, corner),
      frameRect(width, height, 18 * k, { stroke: finish, 'stroke-width': 2 * k }),
    ];
    if (options.seal !== false) {
      parts.push(
        place(
          seal(defs, {
            radius: 54 * k,
            metal: palette.metal,
            ribbon: palette.accent,
            ribbonShade: palette.mainDark,
            emblem: 'laurel-star',
          }),
          width - 120 * k,
          120 * k,
        ),
      );
    }
    return parts.join('');
  };
  return design(draw, scaled(200, 190, 200, 190), (page, k) => 150 * k);
}

/** A dark vertical band down the left side with a gilded edge, chevrons and a seal. */
export function sideBand(options: { palette: Palette; seal?: boolean }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const bandWidth = (width > height ? 150 : 130) * k;
    const fill = defs.linear(
      'band',
      [
        [0, palette.mainDark],
        [1, palette.main],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const chevrons: string[] = [];
    for (let y = 40 * k; y < height; y += 34 * k) {
      chevrons.push(
        `M${bandWidth * 0.25} ${y}L${bandWidth * 0.5} ${y + 14 * k}L${bandWidth * 0.75} ${y}`,
      );
    }
    const parts = [
      paper(defs, palette, width, height),
      rect(0, 0, bandWidth, height, { fill }),
      path(chevrons.join(''), {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.12,
        'stroke-width': 6 * k,
      }),
      rect(bandWidth, 0, 8 * k, height, { fill: finish }),
      rect(bandWidth + 14 * k, 0, 3 * k, height, { fill: palette.accent }),
      frameRect(width, height, 24 * k, { stroke: palette.main, 'stroke-width': 1.2 * k }),
    ];
    if (options.seal !== false) {
      parts.push(
        place(
          seal(defs, {
            radius: 58 * k,
            metal: palette.metal,
            ribbon: palette.accent,
            ribbonShade: palette.mainDark,
            emblem: 'star',
          }),
          bandWidth + 4 * k,
          height * 0.3,
        ),
      );
    }
    return parts.join('');
  };
  return design(draw, (page, k) => [
    80 * k,
    70 * k,
    80 * k,
    ((page.width > page.height ? 150 : 130) + 70) * k,
  ]);
}

/** Layered waves across the top and bottom, a light frame between. */
export function waveBands(options: { palette: Palette; top?: number; bottom?: number }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const topDepth = (options.top ?? 150) * k;
    const bottomDepth = (options.bottom ?? 120) * k;
    const wave = (depth: number, shift: number, fill: string, opacity = 1) => {
      const steps = 48;
      let d = `M0 0H${width}V${depth}`;
      for (let step = steps; step >= 0; step -= 1) {
        const x = (step / steps) * width;
        const y = depth * (0.72 + 0.28 * Math.sin((x / width) * Math.PI * 2 * 1.1 + shift));
        d += `L${x.toFixed(1)} ${y.toFixed(1)}`;
      }
      return path(`${d}Z`, { fill, opacity });
    };
    const finish = metal(defs, palette.metal);
    const waves = (depth: number) =>
      group(
        {},
        wave(depth, 0.6, palette.mainLight, 0.55),
        wave(depth * 0.85, 1.8, palette.main),
        wave(depth * 0.62, 3.1, palette.mainDark),
      );
    return [
      paper(defs, palette, width, height),
      waves(topDepth),
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, waves(bottomDepth)),
      frameRect(width, height, 30 * k, { stroke: finish, 'stroke-width': 2 * k }, 12 * k),
    ].join('');
  };
  return design(
    draw,
    (page, k) => [
      ((options.top ?? 150) + 25) * k,
      75 * k,
      ((options.bottom ?? 120) + 25) * k,
      75 * k,
    ],
    (page, k) => ((options.top ?? 150) + 5) * k,
  );
}

/** Low-poly triangles gathered in two opposite corners. */
export function lowPolyCorners(options: { palette: Palette; seed: number }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const random = seededRandom(options.seed);
    const colors = [palette.mainDark, palette.main, palette.mainLight, palette.accent];
    const cluster = () => {
      const cell = 56 * k;
      const shapes: string[] = [];
      for (let row = 0; row < 6; row += 1) {
        for (let column = 0; column < 6 - row; column += 1) {
          const x = column * cell;
          const y = row * cell;
          const jitter = () => between(random, -cell * 0.12, cell * 0.12);
          const fade = 1 - (row + column) / 7;
          const pick = () => colors[Math.floor(random() * (random() < 0.15 ? 4 : 3))]!;
          shapes.push(
            polygon(
              [
                [x + jitter(), y + jitter()],
                [x + cell, y],
                [x, y + cell],
              ],
              { fill: pick(), opacity: fade.toFixed(2) },
            ),
          );
          if (column + row < 5)
            shapes.push(
              polygon(
                [
                  [x + cell, y],
                  [x + cell, y + cell],
                  [x, y + cell],
                ],
                { fill: pick(), opacity: (fade * 0.8).toFixed(2) },
              ),
            );
        }
      }
      return group({}, ...shapes);
    };
    return [
      paper(defs, palette, width, height),
      cluster(),
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, cluster()),
      frameRect(width, height, 26 * k, { stroke: palette.main, 'stroke-width': 1.5 * k }),
    ].join('');
  };
  return design(draw, scaled(150, 200, 150, 200));
}
