// Report cards and school certificates: an exercise-book page (squared or ruled paper with the
// red margin line) under a coloured header band with school motifs.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { frameRect } from '../borders';
import { metal } from '../defs';
import type { Palette } from '../palettes';
import { apple, bookStack, globe, graduationCap, openBook, pencil } from '../school-art';
import { star } from '../shapes';
import { group, path, place, rect } from '../svg';

export interface SchoolSheetOptions {
  palette: Palette;
  paper: 'squares' | 'lines';
  /** The motif at the right end of the header band. */
  motif: 'books' | 'globe' | 'cap' | 'open-book';
}

export function schoolSheet(options: SchoolSheetOptions): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const cell = 19 * k;
    const header = 118 * k;
    const grid: string[] = [];
    if (options.paper === 'squares') {
      for (let x = 0; x <= width; x += cell) grid.push(`M${x.toFixed(1)} ${header}V${height}`);
    }
    for (let y = header + cell; y <= height; y += options.paper === 'squares' ? cell : cell * 1.6)
      grid.push(`M0 ${y.toFixed(1)}H${width}`);
    const band = defs.linear(
      'header',
      [
        [0, palette.mainDark],
        [1, palette.main],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const finish = metal(defs, palette.metal);
    const motif = (() => {
      switch (options.motif) {
        case 'globe':
          return globe(110 * k, '#5aa9e6', '#6ab04c', '#ffffff');
        case 'cap':
          return graduationCap(110 * k, '#0a1224', palette.accent);
        case 'open-book':
          return openBook(120 * k, palette.accent, palette.mainLight);
        default:
          return bookStack(
            110 * k,
            [palette.accent, '#ffffff', palette.mainLight],
            palette.mainDark,
          );
      }
    })();
    return [
      rect(0, 0, width, height, { fill: '#ffffff' }),
      path(grid.join(''), { stroke: '#9ec5e8', 'stroke-width': 0.7 * k, opacity: 0.8 }),
      path(`M${78 * k} ${header}V${height}`, { stroke: '#e4606d', 'stroke-width': 1.6 * k }),
      rect(0, 0, width, header, { fill: band }),
      rect(0, header, width, 5 * k, { fill: finish }),
      group(
        { opacity: 0.18, fill: '#ffffff' },
        ...Array.from({ length: 9 }, (_, index) =>
          place(
            star((6 + (index % 3) * 3) * k, {}),
            (40 + index * 70) * k,
            (28 + (index % 2) * 50) * k,
          ),
        ),
      ),
      place(motif, width - 95 * k, header * 0.5),
      place(pencil(150 * k, '#f2b705', '#8a6a0a'), 110 * k, header * 0.52, { rotate: -12 }),
      place(apple(44 * k, '#d62828', '#2d6a4f'), width - 80 * k, height - 60 * k),
      frameRect(width, height, 10 * k, { stroke: palette.main, 'stroke-width': 3 * k }),
    ].join('');
  };
  return design(draw, scaled(150, 60, 90, 100));
}
