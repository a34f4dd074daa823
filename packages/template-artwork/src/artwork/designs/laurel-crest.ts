// The honours sheet: a large gilded laurel wreath with a star (or a medal) at the top, a ribbon
// banner under it, a rounded double frame and a laurel sprig at the bottom.
import { design, type Artwork, type Design } from '../artwork';
import { frameRect, paper } from '../borders';
import { metal } from '../defs';
import { laurelBranch, laurelWreath } from '../laurel';
import type { Palette } from '../palettes';
import { banner, seal } from '../ribbons';
import { facetedStar, sparkle } from '../shapes';
import { fourCorners, group, path, place } from '../svg';

export interface LaurelCrestOptions {
  palette: Palette;
  /** What the wreath holds. */
  centre?: 'star' | 'medal' | 'place';
  /** For centre 'place': 1, 2 or 3. */
  place?: number;
  /** The ribbon banner under the wreath. */
  banner?: boolean;
  /** Green leaves instead of metal. */
  greenLeaves?: boolean;
}

export function laurelCrest(options: LaurelCrestOptions): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const landscape = width > height;
    const finish = metal(defs, palette.metal);
    const leaves = options.greenLeaves
      ? defs.linear('leaf', [
          [0, '#4f9a5f'],
          [1, '#1f5a33'],
        ])
      : finish;
    const vein = options.greenLeaves ? '#174026' : palette.mainDark;
    const parts: string[] = [paper(defs, palette, width, height)];
    const inset = 22 * k;
    parts.push(
      frameRect(width, height, inset, { stroke: palette.main, 'stroke-width': 9 * k }, 18 * k),
    );
    parts.push(
      frameRect(width, height, inset + 12 * k, { stroke: finish, 'stroke-width': 3 * k }, 12 * k),
    );
    parts.push(
      frameRect(
        width,
        height,
        inset + 19 * k,
        { stroke: palette.main, 'stroke-width': 0.8 * k },
        8 * k,
      ),
    );

    // Gilded corner brackets inside the frame.
    const c = inset + 34 * k;
    const arm = 70 * k;
    parts.push(
      fourCorners(
        group(
          {},
          path(`M${c} ${c + arm}V${c}H${c + arm}`, {
            fill: 'none',
            stroke: finish,
            'stroke-width': 3 * k,
          }),
          path(`M${c + 9 * k} ${c + arm * 0.6}V${c + 9 * k}H${c + arm * 0.6}`, {
            fill: 'none',
            stroke: palette.main,
            'stroke-width': 1.2 * k,
          }),
          place(facetedStar(8 * k, '#f8dc86', '#a8761a'), c + 20 * k, c + 20 * k),
        ),
        width,
        height,
      ),
    );
    const cx = landscape ? 120 * k + inset : width / 2;
    const cy = landscape ? height / 2 - 20 * k : inset + 165 * k;
    const radius = (landscape ? 84 : 112) * k;
    parts.push(
      place(
        laurelWreath(radius, 36 * k, leaves, vein, {
          leaves: 12,
          berries: options.greenLeaves ? palette.accent : undefined,
        }),
        cx,
        cy,
      ),
    );
    switch (options.centre ?? 'star') {
      case 'medal':
        parts.push(
          place(
            seal(defs, {
              radius: radius * 0.55,
              metal: palette.metal,
              emblem: 'star',
              edge: 'smooth',
            }),
            cx,
            cy,
          ),
        );
        break;
      case 'place':
        parts.push(
          place(
            seal(defs, {
              radius: radius * 0.58,
              metal: palette.metal,
              emblem: 'number',
              number: options.place ?? 1,
              edge: 'serrated',
            }),
            cx,
            cy,
          ),
        );
        break;
      default:
        parts.push(place(facetedStar(radius * 0.55, '#f8dc86', '#a8761a'), cx, cy - 4 * k));
    }
    if (options.banner !== false) {
      parts.push(
        place(
          banner(radius * 2.6, 30 * k, palette.accent, palette.mainDark),
          cx,
          cy + radius * 0.95,
        ),
      );
    }
    // Sparkles around the wreath.
    parts.push(
      group(
        { fill: palette.metal === 'silver' ? '#b5bcc3' : '#d9a93c' },
        ...[
          [-1.45, -0.7, 9],
          [1.5, -0.5, 7],
          [-1.3, 0.4, 6],
          [1.35, 0.55, 10],
        ].map(([dx, dy, size]) =>
          place(sparkle(size! * k, {}), cx + dx! * radius, cy + dy! * radius),
        ),
      ),
    );
    // A laurel sprig pair along the bottom edge.
    const bottom = height - inset - 48 * k;
    const sprig = (side: number) =>
      place(
        laurelBranch({
          radius: 420 * k,
          from: 90 - side * 2,
          to: 90 - side * 24,
          leaves: 8,
          leafLength: 22 * k,
          fill: leaves,
          vein,
        }),
        width / 2,
        bottom - 420 * k,
      );
    parts.push(sprig(1), sprig(-1));
    parts.push(place(facetedStar(12 * k, '#f8dc86', '#a8761a'), width / 2, bottom + 4 * k));
    return parts.join('');
  };
  return design(
    draw,
    (page, k) =>
      page.width > page.height
        ? [70 * k, 75 * k, 110 * k, 290 * k]
        : [345 * k, 85 * k, 140 * k, 85 * k],
    (page, k) => (page.width > page.height ? 60 * k : 325 * k),
  );
}
