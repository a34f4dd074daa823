// Region templates: the colours and a landmark-like motif of a city or land, drawn simply.
import { design, scaled, type Artwork, type Design } from '../artwork';
import { doubleFrame, frameRect, lozengeField, paper } from '../borders';
import { metal } from '../defs';
import { mountains, waves } from '../festive';
import { apple } from '../school-art';
import { flower, tulip } from '../flowers';
import { chestnutLeaf } from '../nature';
import type { Palette } from '../palettes';
import { facetedStar, star } from '../shapes';
import { group, mirrorX, path, PathData, place, rect } from '../svg';
import { cornerFlourish } from '../flourishes';

/** A fortress wall with swallow-tail merlons and tent-roofed towers along the bottom (Moscow). */
function fortressWall(
  width: number,
  baseY: number,
  k: number,
  brick: string,
  roof: string,
  starFill: string,
): string {
  const wallTop = baseY - 70 * k;
  const merlon = 18 * k;
  const wall = new PathData().move(0, baseY).line(0, wallTop);
  for (let x = 0; x < width; x += merlon * 1.6) {
    wall
      .line(x, wallTop - merlon)
      .line(x + merlon * 0.5, wallTop - merlon * 0.6)
      .line(x + merlon, wallTop - merlon)
      .line(x + merlon, wallTop)
      .line(x + merlon * 1.6, wallTop);
  }
  wall.line(width, wallTop).line(width, baseY).close();
  const tower = (x: number, scale: number) => {
    const w = 64 * k * scale;
    const body = 150 * k * scale;
    const spire = 120 * k * scale;
    return group(
      {},
      rect(x - w / 2, baseY - body, w, body, { fill: brick }),
      rect(x - w * 0.36, baseY - body - 40 * k * scale, w * 0.72, 40 * k * scale, { fill: brick }),
      path(
        `M${x - w * 0.42} ${baseY - body - 40 * k * scale}L${x} ${baseY - body - 40 * k * scale - spire}L${x + w * 0.42} ${baseY - body - 40 * k * scale}Z`,
        { fill: roof },
      ),
      place(
        star(16 * k * scale, { fill: starFill }),
        x,
        baseY - body - 40 * k * scale - spire - 12 * k * scale,
      ),
      rect(x - w * 0.12, baseY - body * 0.6, w * 0.24, body * 0.22, {
        fill: '#ffffff',
        opacity: 0.25,
        rx: w * 0.12,
      }),
    );
  };
  return group(
    {},
    path(wall.toString(), { fill: brick }),
    tower(width * 0.18, 0.8),
    tower(width * 0.5, 1.1),
    tower(width * 0.82, 0.8),
  );
}

export function moscow(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const brick = defs.linear('brick', [
      [0, palette.main],
      [1, palette.mainDark],
    ]);
    return [
      paper(defs, palette, width, height),
      group({ opacity: 0.9 }, fortressWall(width, height, k, brick, '#2f5d3a', '#e8453c')),
      rect(0, 0, width, 26 * k, { fill: palette.main }),
      rect(0, 26 * k, width, 5 * k, { fill: finish }),
      doubleFrame(width, height, 40 * k, finish, 3 * k, 5 * k),
      mirrorX(cornerFlourish(140 * k, 52 * k, palette.mainDark, finish), width),
      place(facetedStar(34 * k, '#f08a7e', '#b3262f'), width / 2, 100 * k),
    ].join('');
  };
  return design(draw, scaled(160, 90, 380, 90));
}

/** The Neva: waves along the bottom, a golden spire with a ship, seagulls, a blue and gold frame. */
export function petersburg(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const spireX = width * 0.78;
    const base = height - 120 * k;
    const spire = group(
      {},
      rect(spireX - 60 * k, base - 90 * k, 120 * k, 90 * k, { fill: palette.mainLight }),
      ...[-40, -20, 0, 20, 40].map((dx) =>
        rect(spireX + dx * k - 4 * k, base - 80 * k, 8 * k, 70 * k, {
          fill: '#ffffff',
          opacity: 0.7,
        }),
      ),
      rect(spireX - 30 * k, base - 150 * k, 60 * k, 60 * k, { fill: palette.mainLight }),
      path(
        `M${spireX - 18 * k} ${base - 150 * k}L${spireX} ${base - 420 * k}L${spireX + 18 * k} ${base - 150 * k}Z`,
        { fill: finish },
      ),
      path(
        `M${spireX} ${base - 420 * k}V${base - 445 * k}M${spireX - 14 * k} ${base - 455 * k}Q${spireX} ${base - 440 * k} ${spireX + 14 * k} ${base - 455 * k}L${spireX + 8 * k} ${base - 445 * k}H${spireX - 8 * k}Z`,
        { fill: finish, stroke: finish, 'stroke-width': 2 * k },
      ),
    );
    const gull = (x: number, y: number, s: number) =>
      path(
        `M${x - s} ${y}Q${x - s / 2} ${y - s * 0.6} ${x} ${y}Q${x + s / 2} ${y - s * 0.6} ${x + s} ${y}`,
        {
          fill: 'none',
          stroke: palette.mainDark,
          'stroke-width': 2.4 * k,
          'stroke-linecap': 'round',
        },
      );
    return [
      paper(defs, palette, width, height),
      group({ opacity: 0.85 }, spire),
      waves(width, base, 10 * k, 3, [palette.mainLight, palette.main, palette.mainDark], height),
      gull(width * 0.6, base - 300 * k, 18 * k),
      gull(width * 0.66, base - 340 * k, 13 * k),
      doubleFrame(width, height, 24 * k, finish, 4 * k, 6 * k),
      mirrorX(cornerFlourish(150 * k, 38 * k, palette.main, finish), width),
    ].join('');
  };
  return design(draw, scaled(130, 150, 290, 150));
}

/** Tatarstan: green, white and red bands and a row of tulips (the Tatar ornament's flower). */
export function tatarstan(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const band = (y: number, flip: boolean) =>
      group(
        { transform: flip ? `translate(0 ${height}) scale(1 -1)` : undefined },
        rect(0, y, width, 34 * k, { fill: '#1e8a4c' }),
        rect(0, y + 34 * k, width, 8 * k, { fill: '#ffffff' }),
        rect(0, y + 42 * k, width, 22 * k, { fill: '#d52b1e' }),
        rect(0, y + 66 * k, width, 3 * k, { fill: finish }),
      );
    const tulips = Array.from({ length: 9 }, (_, index) =>
      place(
        tulip(58 * k, index % 2 === 0 ? '#d52b1e' : '#e8a317', '#1e8a4c'),
        width * ((index + 0.5) / 9),
        height - 130 * k,
      ),
    );
    return [
      paper(defs, palette, width, height),
      band(0, false),
      band(0, true),
      ...tulips,
      frameRect(width, height, 86 * k, { stroke: palette.main, 'stroke-width': 1.4 * k }, 10 * k),
      place(flower(70 * k, '#e8a317', '#d52b1e', 8), width / 2, 130 * k),
    ].join('');
  };
  return design(draw, scaled(190, 110, 200, 110));
}

/** Kyiv: horse-chestnut leaves and candles of blossom, blue and yellow lines. */
export function kyiv(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const candle = (size: number) =>
      group(
        {},
        ...Array.from({ length: 7 }, (_, index) =>
          place(
            flower(size * (0.5 - index * 0.05), '#ffffff', '#f2c14e', 5),
            0,
            -index * size * 0.18,
          ),
        ),
      );
    const corner = group(
      {},
      place(chestnutLeaf(240 * k, '#4f8a3a', '#2d5a1e'), 120 * k, 130 * k, { rotate: 135 }),
      place(chestnutLeaf(170 * k, '#6aa84f', '#2d5a1e'), 250 * k, 70 * k, { rotate: 100 }),
      place(candle(90 * k), 190 * k, 210 * k, { rotate: 150 }),
    );
    return [
      paper(defs, palette, width, height),
      rect(0, 0, width, 12 * k, { fill: '#0057b7' }),
      rect(0, 12 * k, width, 12 * k, { fill: '#ffd700' }),
      rect(0, height - 24 * k, width, 12 * k, { fill: '#0057b7' }),
      rect(0, height - 12 * k, width, 12 * k, { fill: '#ffd700' }),
      corner,
      group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, corner),
      frameRect(width, height, 40 * k, { stroke: palette.main, 'stroke-width': 1.5 * k }, 8 * k),
    ].join('');
  };
  return design(draw, scaled(215, 90, 215, 90));
}

/** Almaty: snow-capped mountains along the bottom, apples, a sky-blue top. */
export function almaty(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const sky = defs.linear('sky', [
      [0, palette.mainLight],
      [1, palette.paper],
    ]);
    return [
      paper(defs, palette, width, height),
      rect(0, 0, width, height * 0.25, { fill: sky }),
      mountains(
        width,
        height - 40 * k,
        [200 * k, 150 * k, 95 * k],
        ['#b9dcef', '#6fa8c9', '#2f6f8f'],
        11,
      ),
      rect(0, height - 44 * k, width, 44 * k, { fill: '#3f7f3a' }),
      place(apple(70 * k, '#d62828', '#3f7f3a'), 90 * k, height - 100 * k),
      place(apple(58 * k, '#e85d3a', '#3f7f3a'), 150 * k, height - 80 * k),
      place(apple(62 * k, '#d62828', '#3f7f3a'), width - 100 * k, height - 90 * k),
      doubleFrame(width, height, 20 * k, finish, 3 * k, 5 * k),
    ].join('');
  };
  return design(draw, scaled(70, 70, 250, 70));
}

/** Bavaria: blue and white lozenges across the top and bottom, the Alps faint behind. */
export function bavaria(options: { palette: Palette }): Design {
  const { palette } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const finish = metal(defs, palette.metal);
    const bandHeight = 70 * k;
    const clip = defs.clip('band-clip', rect(0, 0, width, bandHeight));
    const band = group(
      { 'clip-path': clip },
      lozengeField(width, bandHeight, 44 * k, [palette.main, '#ffffff']),
    );
    return [
      paper(defs, palette, width, height),
      group(
        { opacity: 0.22 },
        mountains(
          width,
          height - bandHeight,
          [300 * k, 220 * k],
          [palette.mainLight, palette.main],
          5,
        ),
      ),
      band,
      group({ transform: `translate(0 ${height - bandHeight})` }, band),
      rect(0, bandHeight, width, 5 * k, { fill: finish }),
      rect(0, height - bandHeight - 5 * k, width, 5 * k, { fill: finish }),
      frameRect(width, height, bandHeight + 20 * k, {
        stroke: palette.main,
        'stroke-width': 1.2 * k,
      }),
    ].join('');
  };
  return design(draw, scaled(120, 110, 120, 110));
}
