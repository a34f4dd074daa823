// Flowers and sprigs, each drawn around 0,0 and about `size` across.
import { leafShape } from './laurel';
import { circle, ellipse, group, path, place, type Attributes } from './svg';

/** A flower with round petals around a centre. */
export function flower(
  size: number,
  petals: string,
  centre: string,
  count = 5,
  attributes: Attributes = {},
): string {
  const r = size / 2;
  const petal = ellipse(0, -r * 0.52, r * 0.34, r * 0.5, { fill: petals });
  return group(
    attributes,
    ...Array.from({ length: count }, (_, index) =>
      group({ transform: `rotate(${(360 / count) * index})` }, petal),
    ),
    circle(0, 0, r * 0.26, { fill: centre }),
    circle(-r * 0.07, -r * 0.07, r * 0.08, { fill: '#ffffff', opacity: 0.45 }),
  );
}

/** A rose seen from above: layered petals turning around the centre. */
export function rose(size: number, light: string, dark: string): string {
  const r = size / 2;
  const layers: string[] = [];
  for (let layer = 0; layer < 4; layer += 1) {
    const radius = r * (1 - layer * 0.22);
    const count = 5 - (layer > 1 ? 1 : 0);
    for (let index = 0; index < count; index += 1) {
      const angle = index * (360 / count) + layer * 33;
      layers.push(
        group(
          { transform: `rotate(${angle})` },
          path(
            `M0 0C${radius * 0.7} ${-radius * 0.2} ${radius * 0.55} ${-radius} 0 ${-radius}C${-radius * 0.55} ${-radius} ${-radius * 0.7} ${-radius * 0.2} 0 0Z`,
            {
              fill: layer % 2 === 0 ? light : dark,
              stroke: dark,
              'stroke-width': r * 0.03,
              opacity: 0.95,
            },
          ),
        ),
      );
    }
  }
  return group({}, ...layers, circle(0, 0, r * 0.12, { fill: dark }));
}

/** A tulip: cup of three petals on a stem with one leaf. */
export function tulip(size: number, bloom: string, leaf: string): string {
  const s = size;
  return group(
    {},
    path(`M0 ${-s * 0.2}Q${s * 0.04} ${s * 0.2} 0 ${s * 0.5}`, {
      stroke: leaf,
      'stroke-width': s * 0.04,
      fill: 'none',
    }),
    place(path(leafShape(s * 0.45, s * 0.16), { fill: leaf }), 0, s * 0.45, { rotate: 28 }),
    path(
      `M${-s * 0.18} ${-s * 0.42}L${-s * 0.09} ${-s * 0.3}L0 ${-s * 0.46}L${s * 0.09} ${-s * 0.3}L${s * 0.18} ${-s * 0.42}Q${s * 0.22} ${-s * 0.14} 0 ${-s * 0.12}Q${-s * 0.22} ${-s * 0.14} ${-s * 0.18} ${-s * 0.42}Z`,
      {
        fill: bloom,
      },
    ),
  );
}

/** A curved sprig with small leaves and buds, growing from 0,0 along +x. */
export function sprig(length: number, leaf: string, stem: string, bud?: string): string {
  const parts: string[] = [
    path(`M0 0Q${length * 0.5} ${-length * 0.18} ${length} 0`, {
      fill: 'none',
      stroke: stem,
      'stroke-width': length * 0.02,
      'stroke-linecap': 'round',
    }),
  ];
  const count = 5;
  for (let index = 1; index <= count; index += 1) {
    const t = index / (count + 1);
    const x = length * t;
    const y = -length * 0.18 * 2 * t * (1 - t) * 2 * 0.5;
    const size = length * 0.2 * (1 - t * 0.4);
    const side = index % 2 === 0 ? 1 : -1;
    parts.push(
      place(path(leafShape(size, size * 0.45), { fill: leaf }), x, y, { rotate: 60 * side + 20 }),
    );
  }
  if (bud) parts.push(circle(length, 0, length * 0.05, { fill: bud }));
  return group({}, ...parts);
}
