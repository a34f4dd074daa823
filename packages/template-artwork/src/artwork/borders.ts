// Frames and ornamental bands around the page.
import type { Defs } from './defs';
import type { Palette } from './palettes';
import { circle, group, path, PathData, rect, type Attributes } from './svg';

/** The page itself: light in the middle where the text goes, a little deeper toward the edges. */
export function paper(defs: Defs, palette: Palette, width: number, height: number): string {
  const fill = defs.radial(
    'paper',
    [
      [0, palette.paper],
      [0.62, palette.paper],
      [1, palette.paperEdge],
    ],
    { cx: 0.5, cy: 0.48, r: 0.75 },
  );
  return rect(0, 0, width, height, { fill });
}

/** A rectangle `inset` from every edge. */
export function frameRect(
  width: number,
  height: number,
  inset: number,
  attributes: Attributes,
  radius = 0,
): string {
  return rect(inset, inset, width - inset * 2, height - inset * 2, {
    fill: 'none',
    rx: radius || undefined,
    ...attributes,
  });
}

/** A thick and a thin line, the classic diploma border. */
export function doubleFrame(
  width: number,
  height: number,
  inset: number,
  stroke: string,
  thick = 6,
  gap = 7,
): string {
  return group(
    {},
    frameRect(width, height, inset, { stroke, 'stroke-width': thick }),
    frameRect(width, height, inset + thick / 2 + gap, { stroke, 'stroke-width': thick / 4 }),
  );
}

/** Dots along a rectangle's edges, evenly spaced on each side. */
export function beadedFrame(
  width: number,
  height: number,
  inset: number,
  spacing: number,
  radius: number,
  fill: string,
): string {
  const dots: string[] = [];
  const along = (x0: number, y0: number, x1: number, y1: number) => {
    const length = Math.hypot(x1 - x0, y1 - y0);
    const count = Math.max(1, Math.round(length / spacing));
    for (let index = 0; index < count; index += 1) {
      const t = index / count;
      dots.push(circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, radius));
    }
  };
  const right = width - inset;
  const bottom = height - inset;
  along(inset, inset, right, inset);
  along(right, inset, right, bottom);
  along(right, bottom, inset, bottom);
  along(inset, bottom, inset, inset);
  return group({ fill }, ...dots);
}

/** Interlaced sine waves along x: the guilloche band of banknotes and gift certificates. */
export function guillocheBand(
  length: number,
  height: number,
  stroke: string,
  options: { lines?: number; period?: number; strokeWidth?: number } = {},
): string {
  const lines = options.lines ?? 6;
  const period = options.period ?? 28;
  const parts: string[] = [];
  const steps = Math.ceil(length / 2);
  for (let index = 0; index < lines; index += 1) {
    const phase = (index / lines) * Math.PI * 2;
    const data = new PathData();
    for (let step = 0; step <= steps; step += 1) {
      const x = (step / steps) * length;
      const y = (height / 2) * (1 + 0.9 * Math.sin((x / period) * Math.PI * 2 + phase));
      if (step === 0) data.move(x, y);
      else data.line(x, y);
    }
    parts.push(path(data.toString()));
  }
  return group(
    { fill: 'none', stroke, 'stroke-width': options.strokeWidth ?? 0.7 },
    ...parts,
    path(`M0 0H${length}M0 ${height}H${length}`, {
      'stroke-width': (options.strokeWidth ?? 0.7) * 2,
    }),
  );
}

/** Runs a band along the four edges of the page: `band(length)` draws one along x, 0..height. */
export function bandFrame(
  width: number,
  height: number,
  inset: number,
  bandHeight: number,
  band: (length: number) => string,
): string {
  const horizontal = width - inset * 2;
  const vertical = height - inset * 2 - bandHeight * 2;
  return group(
    {},
    group({ transform: `translate(${inset} ${inset})` }, band(horizontal)),
    group({ transform: `translate(${inset} ${height - inset - bandHeight})` }, band(horizontal)),
    group(
      { transform: `translate(${inset + bandHeight} ${inset + bandHeight}) rotate(90)` },
      band(vertical),
    ),
    group(
      { transform: `translate(${width - inset} ${inset + bandHeight}) rotate(90)` },
      band(vertical),
    ),
  );
}

/** A Greek key (meander) band along x, `unit` high. */
export function meanderBand(length: number, unit: number, stroke: string, strokeWidth = 2): string {
  const u = unit / 4;
  const count = Math.floor(length / (unit + u));
  const offset = (length - count * (unit + u)) / 2;
  const data = new PathData().move(0, unit);
  for (let index = 0; index < count; index += 1) {
    const x = offset + index * (unit + u);
    data
      .line(x, unit)
      .line(x, 0)
      .line(x + unit, 0)
      .line(x + unit, u * 3)
      .line(x + u, u * 3)
      .line(x + u, u)
      .line(x + u * 3, u)
      .line(x + u * 3, u * 2)
      .line(x + u * 2, u * 2);
    data.move(x + unit, u * 3).line(x + unit, unit);
  }
  data.line(length, unit);
  return path(data.toString(), {
    fill: 'none',
    stroke,
    'stroke-width': strokeWidth,
    'stroke-linejoin': 'miter',
  });
}

/** Diamonds in alternating colours (the Bavarian lozenges), filling a width x height box. */
export function lozengeField(
  width: number,
  height: number,
  cell: number,
  colors: [string, string],
): string {
  const shapes: string[] = [rect(0, 0, width, height, { fill: colors[1] })];
  const half = cell / 2;
  const rise = half * 0.8;
  // Coloured diamonds touch tip to tip; the cloth between them forms the other colour's diamonds.
  for (let row = -2; row * rise <= height + cell; row += 2) {
    for (let column = -1; column * cell <= width + cell; column += 1) {
      const cx = column * cell;
      const cy = row * rise;
      shapes.push(
        path(`M${cx} ${cy - rise}L${cx + half} ${cy}L${cx} ${cy + rise}L${cx - half} ${cy}Z`, {
          fill: colors[0],
        }),
      );
    }
  }
  return group({}, ...shapes);
}
