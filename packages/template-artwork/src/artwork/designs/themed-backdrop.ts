// The coloured backdrop of themed frames: small white theme icons around the edge and the light
// rounded panel the text sits on.
import type { Artwork } from '../artwork';
import type { Palette } from '../palettes';
import { between, seededRandom } from '../random';
import { heart, sparkle, star } from '../shapes';
import { football, note } from '../sport-music';
import { frameRect } from '../borders';
import { group, path, place } from '../svg';

/** What a themed frame shows around its edge. */
export type Theme = 'sport' | 'music' | 'art' | 'school' | 'children' | 'draw';

/** The light panel the text sits on: paper colour, a white rim and a dashed inner line. */
export function panel(
  defs: Parameters<Artwork>[1],
  palette: Palette,
  w: number,
  h: number,
  inset: number,
  k: number,
): string {
  const fill = defs.radial(
    'panel',
    [
      [0, '#ffffff'],
      [0.7, palette.paper],
      [1, palette.paperEdge],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  const shadow = defs.shadow('panel-shadow', 0, 4 * k, 6 * k, '#000', 0.25);
  return group(
    {},
    path(roundedRect(inset, inset, w - inset * 2, h - inset * 2, 26 * k), {
      fill,
      stroke: '#ffffff',
      'stroke-width': 5 * k,
      filter: shadow,
    }),
    frameRect(
      w,
      h,
      inset + 12 * k,
      {
        stroke: palette.mainLight,
        'stroke-width': 1.6 * k,
        'stroke-dasharray': `${8 * k} ${6 * k}`,
      },
      16 * k,
    ),
  );
}

function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

/** Small white theme icons scattered over the backdrop. */
export function wallpaper(theme: Theme, w: number, h: number, k: number, seed: number): string {
  const random = seededRandom(seed + 100);
  const icons: string[] = [];
  const icon = (size: number) => {
    switch (theme) {
      case 'music':
        return note(size, '#ffffff', random() < 0.5);
      case 'sport':
        return random() < 0.5
          ? star(size * 0.5, { fill: '#ffffff' })
          : football(size * 0.8, '#ffffff');
      case 'art':
        return random() < 0.5
          ? heart(size * 0.4, { fill: '#ffffff' })
          : sparkle(size * 0.5, { fill: '#ffffff' });
      default:
        return random() < 0.5
          ? star(size * 0.45, { fill: '#ffffff' })
          : sparkle(size * 0.5, { fill: '#ffffff' });
    }
  };
  for (let y = 14 * k; y < h; y += 44 * k) {
    for (let x = 14 * k; x < w; x += 44 * k) {
      const edge = Math.min(x, y, w - x, h - y);
      if (edge > 50 * k) continue;
      icons.push(
        place(
          icon(between(random, 18, 26) * k),
          x + between(random, -6, 6) * k,
          y + between(random, -6, 6) * k,
          { rotate: between(random, -25, 25) },
        ),
      );
    }
  }
  return group({ opacity: 0.28 }, ...icons);
}
