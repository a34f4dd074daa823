// Small builders for SVG text. Artwork is plain strings: no DOM, so it runs in the build script,
// in tests and anywhere else Node runs.

export type AttributeValue = string | number | undefined | null | false;
export type Attributes = Record<string, AttributeValue>;

/** Coordinates with two decimals at most: keeps the SVG short and its hash stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    const shown = typeof value === 'number' ? num(value) : escapeXml(value);
    text += ` ${name}="${shown}"`;
  }
  return text;
}

export function el(tag: string, attributes: Attributes = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner
    ? `<${tag}${attributeText(attributes)}>${inner}</${tag}>`
    : `<${tag}${attributeText(attributes)}/>`;
}

export const group = (attributes: Attributes, ...children: string[]) =>
  el('g', attributes, ...children);

export const path = (d: string, attributes: Attributes = {}) => el('path', { d, ...attributes });

export const circle = (cx: number, cy: number, r: number, attributes: Attributes = {}) =>
  el('circle', { cx, cy, r, ...attributes });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attributes: Attributes = {},
) => el('ellipse', { cx, cy, rx, ry, ...attributes });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  attributes: Attributes = {},
) => el('rect', { x, y, width, height, ...attributes });

export const line = (x1: number, y1: number, x2: number, y2: number, attributes: Attributes = {}) =>
  el('line', { x1, y1, x2, y2, ...attributes });

export const polygon = (points: Array<[number, number]>, attributes: Attributes = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), ...attributes });

export const polyline = (points: Array<[number, number]>, attributes: Attributes = {}) =>
  el('polyline', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    ...attributes,
  });

export const translate = (x: number, y: number) => `translate(${num(x)} ${num(y)})`;
export const rotate = (degrees: number) => `rotate(${num(degrees)})`;
export const scale = (x: number, y: number = x) => `scale(${num(x)} ${num(y)})`;

/** Places `content` (drawn around 0,0) at x,y, turned and scaled. */
export function place(
  content: string,
  x: number,
  y: number,
  options: { rotate?: number; scale?: number; flipX?: boolean; attributes?: Attributes } = {},
): string {
  const parts = [translate(x, y)];
  if (options.rotate) parts.push(rotate(options.rotate));
  if (options.scale !== undefined && options.scale !== 1) parts.push(scale(options.scale));
  if (options.flipX) parts.push(scale(-1, 1));
  return group({ transform: parts.join(' '), ...options.attributes }, content);
}

/**
 * The same ornament in the four corners of a width x height box: drawn once for the top-left
 * corner (origin at the corner), mirrored into the others.
 */
export function fourCorners(content: string, width: number, height: number): string {
  return [
    group({}, content),
    group({ transform: `translate(${num(width)} 0) scale(-1 1)` }, content),
    group({ transform: `translate(0 ${num(height)}) scale(1 -1)` }, content),
    group({ transform: `translate(${num(width)} ${num(height)}) scale(-1 -1)` }, content),
  ].join('');
}

/** Mirrors content drawn for the left half onto the right half of a page `width` wide. */
export function mirrorX(content: string, width: number): string {
  return content + group({ transform: `translate(${num(width)} 0) scale(-1 1)` }, content);
}

/** A tiny path builder: `new PathData().move(0, 0).curve(...).close().toString()`. */
export class PathData {
  private readonly parts: string[] = [];

  move(x: number, y: number): this {
    this.parts.push(`M${num(x)} ${num(y)}`);
    return this;
  }

  line(x: number, y: number): this {
    this.parts.push(`L${num(x)} ${num(y)}`);
    return this;
  }

  quad(cx: number, cy: number, x: number, y: number): this {
    this.parts.push(`Q${num(cx)} ${num(cy)} ${num(x)} ${num(y)}`);
    return this;
  }

  curve(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.parts.push(`C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(x)} ${num(y)}`);
    return this;
  }

  arc(r: number, large: boolean, sweep: boolean, x: number, y: number, ry: number = r): this {
    this.parts.push(
      `A${num(r)} ${num(ry)} 0 ${large ? 1 : 0} ${sweep ? 1 : 0} ${num(x)} ${num(y)}`,
    );
    return this;
  }

  close(): this {
    this.parts.push('Z');
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** A polyline through points as a path (closed when asked). */
export function pointsPath(points: Array<[number, number]>, closed = false): string {
  const data = new PathData();
  points.forEach(([x, y], index) => (index === 0 ? data.move(x, y) : data.line(x, y)));
  if (closed) data.close();
  return data.toString();
}

/** A smooth closed curve through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: Array<[number, number]>, closed = true, tension = 1): string {
  const count = points.length;
  const at = (index: number): [number, number] =>
    closed ? points[(index + count) % count]! : points[Math.max(0, Math.min(count - 1, index))]!;
  const data = new PathData().move(...at(0));
  const segments = closed ? count : count - 1;
  for (let index = 0; index < segments; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    const k = tension / 6;
    data.curve(
      x1 + (x2 - x0) * k,
      y1 + (y2 - y0) * k,
      x2 - (x3 - x1) * k,
      y2 - (y3 - y1) * k,
      x2,
      y2,
    );
  }
  if (closed) data.close();
  return data.toString();
}
