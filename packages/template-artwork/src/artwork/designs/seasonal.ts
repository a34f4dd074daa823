// Autumn leaves and winter snow gathered along the edges, the middle left clear for the text.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { frameRect, paper } from '../borders';
import { bauble, waves } from '../festive';
import { acorn, berries, firBranch, mapleLeaf, oakLeaf, simpleLeaf, snowflake } from '../nature';
import type { Palette } from '../palettes';
import { between, pick, seededRandom } from '../random';
import { group, place } from '../svg';

interface Spot {
  x: number;
  y: number;
}

/**
 * Points in the border zone of the page, denser in the corners: each candidate is kept with a
 * chance that falls off with its distance from the nearest edge.
 */
function borderSpots(
  width: number,
  height: number,
  count: number,
  depth: number,
  random: () => number,
): Spot[] {
  const spots: Spot[] = [];
  let attempts = 0;
  while (spots.length < count && attempts < count * 60) {
    attempts += 1;
    const x = random() * width;
    const y = random() * height;
    const edge = Math.min(x, y, width - x, height - y);
    const corner = Math.min(
      Math.hypot(x, y),
      Math.hypot(width - x, y),
      Math.hypot(x, height - y),
      Math.hypot(width - x, height - y),
    );
    const keep = edge < depth * 0.35 ? 1 : corner < depth * 2.2 ? 0.9 : edge < depth ? 0.35 : 0;
    if (random() < keep && !spots.some((spot) => Math.hypot(spot.x - x, spot.y - y) < depth * 0.3))
      spots.push({ x, y });
  }
  return spots;
}

export function autumnLeaves(options: {
  palette: Palette;
  seed: number;
  count?: number;
  frame?: boolean;
}): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const random = seededRandom(options.seed);
    const fills = [
      defs.linear('leaf-red', [
        [0, '#f2994a'],
        [1, '#b83a1b'],
      ]),
      defs.linear('leaf-gold', [
        [0, '#ffd66b'],
        [1, '#d98c1c'],
      ]),
      defs.linear('leaf-orange', [
        [0, '#f7b267'],
        [1, '#d9531e'],
      ]),
      defs.linear('leaf-wine', [
        [0, '#d65a5a'],
        [1, '#7a1f2b'],
      ]),
      defs.linear('leaf-green', [
        [0, '#c5d86d'],
        [1, '#7f9a2b'],
      ]),
    ];
    const spots = borderSpots(width, height, options.count ?? 60, 170 * k, random);
    const items = spots.map(({ x, y }, index) => {
      const size = between(random, 75, 130) * k;
      const turn = between(random, -70, 70);
      const fill = pick(random, fills);
      const kind = index % 9;
      const drawing =
        kind === 4
          ? acorn(size * 0.45, '#b07a3a', '#6b4420')
          : kind === 8
            ? berries(size * 0.55, '#d62828')
            : kind % 3 === 0
              ? oakLeaf(size, fill, '#7a3e12')
              : kind % 3 === 1
                ? mapleLeaf(size, fill, '#7a2c0c')
                : simpleLeaf(size * 0.8, fill, '#8a5a12');
      return place(drawing, x, y, { rotate: turn });
    });
    const parts = [paper(defs, palette, width, height), ...items];
    if (options.frame !== false)
      parts.push(
        frameRect(
          width,
          height,
          26 * k,
          { stroke: palette.mainDark, 'stroke-width': 1.4 * k, 'stroke-opacity': 0.6 },
          10 * k,
        ),
      );
    return parts.join('');
  };
  return design(draw, scaled(190, 155, 185, 155), (page, k) => 175 * k);
}

export function winterSnow(options: { palette: Palette; seed: number; baubles?: boolean }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const random = seededRandom(options.seed);
    const sky = defs.linear('sky', [
      [0, palette.mainDark],
      [0.18, palette.main],
      [0.45, palette.mainLight],
      [0.75, palette.paper],
      [1, palette.paper],
    ]);
    const flakes = borderSpots(width, height * 0.88, 46, 160 * k, random).map(({ x, y }, index) =>
      place(
        snowflake(
          between(random, 30, 80) * k,
          y < height * 0.25 ? '#ffffff' : index % 3 === 0 ? palette.main : palette.mainLight,
          index % 3,
          between(random, 2, 3.4) * k,
        ),
        x,
        y,
        { rotate: between(random, 0, 60) },
      ),
    );
    const branches = [
      place(firBranch(320 * k, '#2f6b3a', '#5a3b1c'), -10 * k, 40 * k, { rotate: 12 }),
      place(firBranch(250 * k, '#3d7f49', '#5a3b1c'), 10 * k, 100 * k, { rotate: 32 }),
      place(firBranch(320 * k, '#2f6b3a', '#5a3b1c'), width + 10 * k, 40 * k, { rotate: 168 }),
      place(firBranch(250 * k, '#3d7f49', '#5a3b1c'), width - 10 * k, 100 * k, { rotate: 148 }),
    ];
    const parts = [
      paper(defs, palette, width, height),
      `<rect width="${width}" height="${(height * 0.42).toFixed(1)}" fill="${sky}"/>`,
      ...flakes,
      waves(width, height - 150 * k, 18 * k, 1.5, [palette.accent, '#ffffff'], height),
      ...branches,
    ];
    if (options.baubles !== false) {
      parts.push(
        place(bauble(48 * k, '#c0262d', '#f2c94c', 70 * k), 190 * k, 140 * k),
        place(bauble(38 * k, '#c9a227', '#ffffff', 40 * k), 110 * k, 170 * k),
        place(bauble(48 * k, '#1f78c8', '#f2c94c', 70 * k), width - 190 * k, 140 * k),
        place(bauble(38 * k, '#c0262d', '#ffffff', 40 * k), width - 110 * k, 170 * k),
      );
    }
    parts.push(
      frameRect(
        width,
        height,
        20 * k,
        { stroke: palette.main, 'stroke-width': 1.4 * k, 'stroke-opacity': 0.7 },
        14 * k,
      ),
    );
    return group({}, ...parts);
  };
  return design(draw, scaled(205, 95, 180, 95), (page, k) => 195 * k);
}
