import { el, num } from './svg';

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = [number, string, number?];

const stopElements = (stops: Stop[]) =>
  stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset: num(offset), 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');

/**
 * The <defs> of one drawing. Each helper registers a definition once under its id and returns the
 * `url(#id)` to paint with, so motifs can ask for the same gradient many times.
 */
export class Defs {
  private readonly items = new Map<string, string>();

  linear(
    id: string,
    stops: Stop[],
    direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
    units: 'objectBoundingBox' | 'userSpaceOnUse' = 'objectBoundingBox',
  ): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
    this.define(
      id,
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: units }, stopElements(stops)),
    );
    return `url(#${id})`;
  }

  radial(
    id: string,
    stops: Stop[],
    shape: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
    units: 'objectBoundingBox' | 'userSpaceOnUse' = 'objectBoundingBox',
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = shape;
    this.define(
      id,
      el('radialGradient', { id, cx, cy, r, fx, fy, gradientUnits: units }, stopElements(stops)),
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow. Blur is costly at print size: keep it for small shapes. */
  shadow(id: string, dx: number, dy: number, blur: number, color = '#000', opacity = 0.3): string {
    this.define(
      id,
      el(
        'filter',
        { id, x: '-20%', y: '-20%', width: '140%', height: '140%' },
        el('feDropShadow', {
          dx,
          dy,
          stdDeviation: blur,
          'flood-color': color,
          'flood-opacity': opacity,
        }),
      ),
    );
    return `url(#${id})`;
  }

  /** A repeating tile. */
  pattern(id: string, width: number, height: number, content: string, transform?: string): string {
    this.define(
      id,
      el(
        'pattern',
        { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        content,
      ),
    );
    return `url(#${id})`;
  }

  clip(id: string, content: string): string {
    this.define(id, el('clipPath', { id }, content));
    return `url(#${id})`;
  }

  private define(id: string, markup: string): void {
    if (!this.items.has(id)) this.items.set(id, markup);
  }

  toString(): string {
    return this.items.size > 0 ? el('defs', {}, ...this.items.values()) : '';
  }
}

/** Metal finishes for medals, seals, frames and titles. */
export const METALS = {
  gold: [
    [0, '#a87a1e'],
    [0.28, '#f3d27a'],
    [0.5, '#fff1b8'],
    [0.72, '#d9a93c'],
    [1, '#8a5f12'],
  ],
  silver: [
    [0, '#7d848c'],
    [0.3, '#e3e7ea'],
    [0.5, '#ffffff'],
    [0.72, '#b5bcc3'],
    [1, '#6a7179'],
  ],
  bronze: [
    [0, '#7a4219'],
    [0.3, '#d99a5b'],
    [0.5, '#f6caa0'],
    [0.72, '#b8713a'],
    [1, '#6b3612'],
  ],
} satisfies Record<string, Stop[]>;
export type Metal = keyof typeof METALS;

/** A diagonal metallic gradient registered as `metal-{name}`. */
export function metal(defs: Defs, name: Metal): string {
  return defs.linear(`metal-${name}`, METALS[name], { x1: 0, y1: 0, x2: 1, y2: 1 });
}
