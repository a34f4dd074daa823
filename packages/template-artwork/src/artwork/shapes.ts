// Geometric motifs drawn around 0,0.
import { circle, group, path, pointsPath, polygon, type Attributes } from './svg';

const TAU = Math.PI * 2;

/** Points on a circle, starting at the top, going clockwise. */
export function ringPoints(count: number, radius: number, startAngle = -Math.PI / 2) {
  return Array.from({ length: count }, (_, index): [number, number] => {
    const angle = startAngle + (index * TAU) / count;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

/** A star polygon with `points` tips. */
export function starPoints(points: number, outer: number, inner: number): Array<[number, number]> {
  return Array.from({ length: points * 2 }, (_, index): [number, number] => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / points;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

export const star = (outer: number, attributes: Attributes, points = 5, innerRatio = 0.42) =>
  polygon(starPoints(points, outer, outer * innerRatio), attributes);

/** A faceted star: each ray split in a light and a dark half, like a stamped metal star. */
export function facetedStar(outer: number, light: string, dark: string, points = 5): string {
  const tips = starPoints(points, outer, outer * 0.42);
  const facets: string[] = [];
  for (let index = 0; index < tips.length; index += 1) {
    const a = tips[index]!;
    const b = tips[(index + 1) % tips.length]!;
    facets.push(
      polygon([[0, 0], a, b], { fill: index % 2 === 0 ? light : dark, 'stroke-linejoin': 'round' }),
    );
  }
  return group({}, ...facets);
}

/** A four-pointed sparkle. */
export function sparkle(size: number, attributes: Attributes): string {
  const s = size;
  const w = size * 0.18;
  return path(
    `M0 ${-s}Q${w} ${-w} ${s} 0Q${w} ${w} 0 ${s}Q${-w} ${w} ${-s} 0Q${-w} ${-w} 0 ${-s}Z`,
    attributes,
  );
}

/** A scalloped disc (the edge of a seal or rosette). */
export function scallopedDisc(radius: number, bumps: number, depth: number): string {
  const points: Array<[number, number]> = [];
  const steps = bumps * 8;
  for (let index = 0; index <= steps; index += 1) {
    const angle = (index / steps) * TAU;
    const r = radius - depth + depth * Math.abs(Math.cos((angle * bumps) / 2));
    points.push([Math.cos(angle) * r, Math.sin(angle) * r]);
  }
  return pointsPath(points, true);
}

/** A burst with sharp teeth (a seal's serrated edge). */
export function serratedDisc(radius: number, teeth: number, depth: number): string {
  return pointsPath(starPoints(teeth, radius, radius - depth), true);
}

/**
 * A guilloche rosette, the banknote look: a hypotrochoid that closes after one turn, with
 * `loops` petals. `variant` changes how deep the loops reach toward the centre.
 */
export function guillocheRosette(
  radius: number,
  loops: number,
  attributes: Attributes,
  variant = 0,
): string {
  const reach = [0.9, 0.6, 1.3][variant % 3]!;
  const r = radius / (loops + reach);
  const d = r * reach;
  const steps = loops * 40;
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = (index / steps) * TAU;
    points.push([
      loops * r * Math.cos(t) + d * Math.cos(loops * t),
      loops * r * Math.sin(t) - d * Math.sin(loops * t),
    ]);
  }
  return path(pointsPath(points, true), { fill: 'none', ...attributes });
}

/** Concentric rings, thin and thick alternating. */
export function rings(radii: number[], stroke: string, widths: number[]): string {
  return group(
    { fill: 'none', stroke },
    ...radii.map((r, index) => circle(0, 0, r, { 'stroke-width': widths[index % widths.length] })),
  );
}

/** A heart, its point at the bottom. */
export function heart(size: number, attributes: Attributes): string {
  const s = size;
  return path(
    `M0 ${s * 0.9}C${-s * 1.1} ${s * 0.1} ${-s * 0.9} ${-s * 0.9} 0 ${-s * 0.35}` +
      `C${s * 0.9} ${-s * 0.9} ${s * 1.1} ${s * 0.1} 0 ${s * 0.9}Z`,
    attributes,
  );
}
