// Folk ornaments: cross-stitch embroidery bands and the Kazakh ram's-horn (қошқар мүйіз) motif.
import { sampleCurve, spiral, taperedStroke, type Point } from './strokes';
import { group, path } from './svg';

/**
 * An embroidered motif: rows of characters, one per stitch cell. '.' is bare cloth; any other
 * character names a thread colour in `threads`.
 */
export type StitchPattern = readonly string[];

/** An eight-pointed rhombus star framed by a zigzag, the commonest vyshyvanka motif. */
export const RHOMBUS_STAR: StitchPattern = [
  '.....a.....',
  '....aaa....',
  '...aa.aa...',
  '..aa.b.aa..',
  '.aa.bbb.aa.',
  'aa.bb.bb.aa',
  '.aa.bbb.aa.',
  '..aa.b.aa..',
  '...aa.aa...',
  '....aaa....',
  '.....a.....',
];

/** A small cross with a centre, placed between the big motifs. */
export const SMALL_CROSS: StitchPattern = ['.b.', 'bab', '.b.'];

/** Draws a pattern with one X per cell, `cell` px square, top-left at 0,0. */
export function stitches(
  pattern: StitchPattern,
  cell: number,
  threads: Record<string, string>,
): string {
  const byThread = new Map<string, string[]>();
  pattern.forEach((row, y) => {
    [...row].forEach((thread, x) => {
      if (thread === '.') return;
      const x0 = x * cell + cell * 0.12;
      const y0 = y * cell + cell * 0.12;
      const s = cell * 0.76;
      const list = byThread.get(thread) ?? [];
      list.push(
        `M${x0.toFixed(1)} ${y0.toFixed(1)}l${s.toFixed(1)} ${s.toFixed(1)}m0 ${(-s).toFixed(1)}l${(-s).toFixed(1)} ${s.toFixed(1)}`,
      );
      byThread.set(thread, list);
    });
  });
  return group(
    { fill: 'none', 'stroke-linecap': 'round', 'stroke-width': cell * 0.26 },
    ...[...byThread].map(([thread, marks]) =>
      path(marks.join(''), { stroke: threads[thread] ?? '#000' }),
    ),
  );
}

/** An embroidered band along x: big motifs with small crosses between, edged by stitched lines. */
export function embroideryBand(
  length: number,
  cell: number,
  threads: Record<string, string>,
): string {
  const motifWidth = RHOMBUS_STAR[0]!.length;
  const step = motifWidth + 4;
  const count = Math.max(1, Math.floor((length / cell - 2) / step));
  const used = count * step * cell;
  const offset = (length - used) / 2 + 2 * cell;
  const motifs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = offset + index * step * cell;
    motifs.push(
      group(
        { transform: `translate(${x.toFixed(1)} ${cell * 2})` },
        stitches(RHOMBUS_STAR, cell, threads),
      ),
    );
    motifs.push(
      group(
        { transform: `translate(${(x - cell * 3.5).toFixed(1)} ${cell * 6})` },
        stitches(SMALL_CROSS, cell, threads),
      ),
    );
  }
  motifs.push(
    group(
      {
        transform: `translate(${(offset + count * step * cell - cell * 3.5).toFixed(1)} ${cell * 6})`,
      },
      stitches(SMALL_CROSS, cell, threads),
    ),
  );
  const edge = (y: number) =>
    group(
      { transform: `translate(0 ${y})` },
      stitches(['a'.repeat(Math.floor(length / cell))], cell, threads),
    );
  return group({}, edge(0), ...motifs, edge(cell * 14));
}

/** Height of `embroideryBand` for a cell size. */
export const embroideryBandHeight = (cell: number) => cell * 15;

/**
 * The ram's-horn motif: a stem that splits into two horns curling outward and down, `size` wide,
 * standing on 0,0.
 */
export function ramHorns(size: number, fill: string): string {
  const s = size / 2;
  const horn = (side: number) => {
    const body: Point[] = [
      [0, 0],
      [0, -s * 0.35],
      [side * s * 0.18, -s * 0.72],
      [side * s * 0.55, -s * 0.8],
    ];
    const curl = spiral(
      side * s * 0.62,
      -s * 0.5,
      s * 0.3,
      s * 0.05,
      -Math.PI / 2 - (side < 0 ? 0.2 : -0.2),
      1.05,
      side > 0,
    );
    return taperedStroke(
      sampleCurve(body, 8).concat(curl.slice(1)),
      s * 0.16,
      { fill },
      (t) => 1 - t * 0.55,
    );
  };
  const base = path(`M${-s * 0.22} 0L0 ${-s * 0.3}L${s * 0.22} 0Z`, { fill });
  return group({}, horn(1), horn(-1), base);
}

/** Ram's horns along x, alternately up and down, between two lines. */
export function ramHornBand(length: number, height: number, fill: string): string {
  const size = height * 1.25;
  const step = size * 0.95;
  const count = Math.max(1, Math.floor(length / step));
  const offset = (length - (count - 1) * step) / 2;
  const motifs = Array.from({ length: count }, (_, index) => {
    const x = offset + index * step;
    const upright = index % 2 === 0;
    return group(
      {
        transform: upright
          ? `translate(${x.toFixed(1)} ${height * 0.95})`
          : `translate(${x.toFixed(1)} ${height * 0.05}) scale(1 -1)`,
      },
      ramHorns(size, fill),
    );
  });
  return group(
    {},
    path(`M0 ${-height * 0.12}H${length}M0 ${height * 1.12}H${length}`, {
      stroke: fill,
      'stroke-width': height * 0.06,
      fill: 'none',
    }),
    ...motifs,
  );
}
