// The formal certificate: coloured outer margin, gilded frame with an ornamental band, corner
// flourishes, a crest at the top and a seal. Used for грамоты, дипломы and благодарности.
import { design, type Artwork, type Design } from '../artwork';
import { bandFrame, beadedFrame, frameRect, guillocheBand, meanderBand, paper } from '../borders';
import { metal } from '../defs';
import { centreFlourish, cornerFlourish } from '../flourishes';
import { laurelWreath } from '../laurel';
import type { Palette } from '../palettes';
import { seal } from '../ribbons';
import { facetedStar, guillocheRosette, star } from '../shapes';
import { fourCorners, group, place, rect } from '../svg';

export interface ClassicOptions {
  palette: Palette;
  border: 'guilloche' | 'meander' | 'beaded' | 'lines';
  /** Width of the coloured outer margin (0: none). */
  margin?: number;
  corners?: boolean;
  crest?: 'star' | 'wreath' | 'stars' | 'flourish' | 'none';
  /** Where the seal sits, if any. */
  seal?: 'bottom-right' | 'bottom-left' | 'bottom-centre';
  /** A faint guilloche rosette behind the text, like security paper. */
  watermark?: boolean;
}

export function classic(options: ClassicOptions): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const margin = (options.margin ?? 26) * k;
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
    const parts: string[] = [paper(defs, palette, width, height)];
    if (options.watermark) {
      // Copies of one rosette turned a little each time weave the mesh of security paper.
      const radius = Math.min(width, height) * 0.3;
      const loops = 14;
      const rosette = guillocheRosette(radius, loops, {
        stroke: palette.main,
        'stroke-width': 0.6,
      });
      const copies = Array.from({ length: 8 }, (_, index) =>
        group({ transform: `rotate(${((index * 360) / loops / 8).toFixed(2)})` }, rosette),
      );
      parts.push(place(group({ opacity: 0.13 }, ...copies), width / 2, height / 2));
    }
    if (margin > 0)
      parts.push(frameRect(width, height, margin / 2, { stroke: outer, 'stroke-width': margin }));
    parts.push(frameRect(width, height, margin + 3 * k, { stroke: gold, 'stroke-width': 3.5 * k }));
    switch (options.border) {
      case 'guilloche':
        parts.push(
          bandFrame(width, height, bandInset, bandHeight, (length) =>
            guillocheBand(length, bandHeight, palette.main, {
              lines: 5,
              period: 34 * k,
              strokeWidth: 0.8,
            }),
          ),
        );
        break;
      case 'meander':
        parts.push(
          bandFrame(width, height, bandInset, bandHeight, (length) =>
            meanderBand(length, bandHeight, palette.main, 1.8 * k),
          ),
        );
        break;
      case 'beaded':
        parts.push(beadedFrame(width, height, bandInset + bandHeight / 2, 11 * k, 2.6 * k, gold));
        break;
      default:
        parts.push(
          frameRect(width, height, bandInset + bandHeight / 2, {
            stroke: palette.main,
            'stroke-width': 1.2 * k,
          }),
        );
    }
    const inner = bandInset + bandHeight + 7 * k;
    parts.push(frameRect(width, height, inner, { stroke: gold, 'stroke-width': 1.6 * k }));
    if (options.corners !== false) {
      parts.push(
        fourCorners(
          cornerFlourish(170 * k, inner + 4 * k, palette.mainDark, palette.accent),
          width,
          height,
        ),
      );
      // Small gilded squares cover where the band frame's corners meet.
      parts.push(
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
    const crestY = inner + 70 * k;
    switch (options.crest ?? 'star') {
      case 'star':
        parts.push(place(facetedStar(42 * k, '#f6d77c', '#b07d1c'), width / 2, crestY));
        parts.push(
          place(
            centreFlourish(300 * k, palette.mainDark, palette.accent),
            width / 2,
            crestY + 60 * k,
          ),
        );
        break;
      case 'wreath':
        parts.push(
          place(
            laurelWreath(56 * k, 24 * k, gold, palette.mainDark, { leaves: 9 }),
            width / 2,
            crestY,
          ),
        );
        parts.push(place(facetedStar(26 * k, '#f6d77c', '#b07d1c'), width / 2, crestY - 2 * k));
        break;
      case 'stars':
        [-1, 0, 1].forEach((offset) =>
          parts.push(
            place(
              facetedStar((offset === 0 ? 30 : 20) * k, '#f6d77c', '#b07d1c'),
              width / 2 + offset * 52 * k,
              crestY + Math.abs(offset) * 10 * k,
            ),
          ),
        );
        break;
      case 'flourish':
        parts.push(
          place(
            centreFlourish(340 * k, palette.mainDark, palette.accent),
            width / 2,
            crestY - 20 * k,
          ),
        );
        break;
      default:
    }
    if (options.seal) {
      const r = 48 * k;
      const x =
        options.seal === 'bottom-left'
          ? inner + 150 * k
          : options.seal === 'bottom-right'
            ? width - inner - 150 * k
            : width / 2;
      parts.push(
        place(
          seal(defs, {
            radius: r,
            metal: palette.metal,
            ribbon: palette.accent,
            ribbonShade: palette.mainDark,
          }),
          x,
          height - inner - 135 * k,
        ),
      );
    }
    return parts.join('');
  };
  return design(
    draw,
    (page, k) => {
      const top = { star: 230, wreath: 225, stars: 175, flourish: 165, none: 110 }[
        options.crest ?? 'star'
      ];
      return [top * k, 95 * k, (options.seal ? 210 : 125) * k, 95 * k];
    },
    (page, k) =>
      ({ star: 200, wreath: 200, stars: 140, flourish: 130, none: 85 })[options.crest ?? 'star'] *
      k,
  );
}
