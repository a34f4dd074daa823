// The workshop's background presets: full-page pictures without text and without a frame (the
// frame is the scene's own layer), drawn from the catalogue's motifs and palettes. Decorations
// keep to the edges; the middle stays light for the title and the document text.
import type { Artwork } from '../artwork/artwork';
import { paper } from '../artwork/borders';
import type { Defs } from '../artwork/defs';
import { autumnLeaves } from '../artwork/designs/seasonal';
import { wallpaper } from '../artwork/designs/themed-backdrop';
import { balloon, bunting, confetti, waves } from '../artwork/festive';
import { flower, rose, sprig, tulip } from '../artwork/flowers';
import { firBranch, snowflake } from '../artwork/nature';
import { PALETTES, type Palette } from '../artwork/palettes';
import { between, seededRandom } from '../artwork/random';
import { apple, bookStack, globe, graduationCap, pencil } from '../artwork/school-art';
import { guillocheRosette } from '../artwork/shapes';
import { note, staff, trebleClef } from '../artwork/sport-music';
import { group, line, path, place, rect } from '../artwork/svg';
import type { BackgroundDefinition } from './workshop.types';

const scaleOf = (width: number, height: number) => Math.min(width, height) / 800;
const PARTY = ['#e63946', '#f4a261', '#ffd23f', '#2a9d8f', '#3a86ff', '#8338ec'];

/** Copies of one rosette, each turned a little: the mesh of security paper (as classic's). */
function guillocheMesh(radius: number, stroke: string, opacity: number): string {
  const loops = 14;
  const rosette = guillocheRosette(radius, loops, { stroke, 'stroke-width': 0.6 });
  const copies = Array.from({ length: 8 }, (_, index) =>
    group({ transform: `rotate(${((index * 360) / loops / 8).toFixed(2)})` }, rosette),
  );
  return group({ opacity }, ...copies);
}

/** A page-filling gradient along a direction. */
function gradient(
  defs: Defs,
  id: string,
  stops: Array<[number, string]>,
  direction: { x1: number; y1: number; x2: number; y2: number },
): Artwork {
  return ({ width, height }) =>
    rect(0, 0, width, height, { fill: defs.linear(id, stops, direction) });
}

const paperIvory: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.royalBlue;
  return [
    paper(defs, palette, width, height),
    place(
      guillocheMesh(Math.min(width, height) * 0.34, palette.mainLight, 0.09),
      width / 2,
      height / 2,
    ),
  ].join('');
};

/** Old paper: warm edges and faint fibres laid in by a seeded generator. */
const parchment: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.bronzeBrown;
  const random = seededRandom(1601);
  const k = scaleOf(width, height);
  const edge = defs.radial(
    'parchment-edge',
    [
      [0, '#fff8ea', 0],
      [0.7, '#e9d3ad', 0.15],
      [1, '#b9935e', 0.55],
    ],
    { cx: 0.5, cy: 0.5, r: 0.72 },
  );
  const fibres = Array.from({ length: 180 }, () => {
    const x = random() * width;
    const y = random() * height;
    const length = between(random, 20, 70) * k;
    const turn = between(random, -0.5, 0.5);
    return path(
      `M${x.toFixed(1)} ${y.toFixed(1)}q${(length / 2).toFixed(1)} ${(turn * 8 * k).toFixed(1)} ${length.toFixed(1)} ${(turn * 3 * k).toFixed(1)}`,
    );
  });
  return [
    rect(0, 0, width, height, { fill: '#f8ecd2' }),
    rect(0, 0, width, height, { fill: edge }),
    group(
      { fill: 'none', stroke: palette.mainLight, 'stroke-width': 0.8 * k, opacity: 0.25 },
      ...fibres,
    ),
  ].join('');
};

const guillocheGreen: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.emerald;
  const radius = Math.max(width, height) * 0.2;
  const meshes: string[] = [];
  // Overlapping rosettes on a grid cover the whole page like the paper of a banknote.
  for (let y = 0; y <= height + radius; y += radius * 1.4)
    for (let x = 0; x <= width + radius; x += radius * 1.4)
      meshes.push(place(guillocheMesh(radius, palette.main, 0.07), x, y));
  return [paper(defs, palette, width, height), ...meshes].join('');
};

const gradientSky: Artwork = (page, defs) =>
  [
    gradient(
      defs,
      'sky',
      [
        [0, '#cfe6f7'],
        [0.45, '#f4f9fd'],
        [1, '#ffffff'],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )(page, defs),
    rect(0, 0, page.width, page.height, {
      fill: defs.radial(
        'sky-glow',
        [
          [0, '#ffffff', 0.7],
          [1, '#ffffff', 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
    }),
  ].join('');

const gradientSunrise: Artwork = (page, defs) =>
  gradient(
    defs,
    'sunrise',
    [
      [0, '#ffe2b8'],
      [0.35, '#fff6e8'],
      [0.7, '#fff9f6'],
      [1, '#fbd9e2'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )(page, defs);

const gradientLilac: Artwork = (page, defs) =>
  [
    gradient(
      defs,
      'lilac',
      [
        [0, PALETTES.violet.paperEdge],
        [0.5, '#ffffff'],
        [1, PALETTES.violet.paperEdge],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )(page, defs),
    place(
      guillocheMesh(Math.min(page.width, page.height) * 0.3, PALETTES.violet.mainLight, 0.1),
      page.width / 2,
      page.height / 2,
    ),
  ].join('');

const autumn: Artwork = autumnLeaves({ palette: PALETTES.autumn, seed: 1607, frame: false }).draw;

/** Snow: a winter sky at the top, flakes along the edges, fir branches and drifts below. */
const winter: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.winter;
  const k = scaleOf(width, height);
  const random = seededRandom(1608);
  const sky = defs.linear('winter-sky', [
    [0, palette.main],
    [0.25, palette.mainLight],
    [0.5, palette.paper],
    [1, palette.paper],
  ]);
  const flakes: string[] = [];
  let attempts = 0;
  while (flakes.length < 46 && attempts < 4000) {
    attempts += 1;
    const x = random() * width;
    const y = random() * height * 0.85;
    const edge = Math.min(x, y, width - x);
    if (edge > 150 * k) continue;
    flakes.push(
      place(
        snowflake(
          between(random, 26, 70) * k,
          y < height * 0.2 ? '#ffffff' : flakes.length % 3 === 0 ? palette.main : palette.mainLight,
          flakes.length % 3,
          between(random, 2, 3.2) * k,
        ),
        x,
        y,
        { rotate: between(random, 0, 60) },
      ),
    );
  }
  return [
    rect(0, 0, width, height, { fill: palette.paper }),
    rect(0, 0, width, height * 0.45, { fill: sky }),
    ...flakes,
    waves(width, height - 130 * k, 16 * k, 1.5, [palette.accent, '#ffffff'], height),
    place(firBranch(240 * k, '#2f6b3a', '#5a3b1c'), -10 * k, height - 30 * k, { rotate: -58 }),
    place(firBranch(190 * k, '#3d7f49', '#5a3b1c'), -10 * k, height - 120 * k, { rotate: -28 }),
    place(firBranch(240 * k, '#2f6b3a', '#5a3b1c'), width + 10 * k, height - 30 * k, {
      rotate: 238,
    }),
    place(firBranch(190 * k, '#3d7f49', '#5a3b1c'), width + 10 * k, height - 120 * k, {
      rotate: 208,
    }),
  ].join('');
};

/** Spring: flowers and sprigs in two opposite corners, petals falling between them. */
const spring: Artwork = ({ width, height }, defs) => {
  const palette = PALETTES.blossom;
  const k = scaleOf(width, height);
  const random = seededRandom(1609);
  const bouquet = group(
    {},
    place(sprig(250 * k, palette.accent, palette.accent, palette.mainLight), 20 * k, 130 * k, {
      rotate: -6,
    }),
    place(sprig(230 * k, palette.accent, palette.accent, palette.mainLight), 130 * k, 20 * k, {
      rotate: 84,
    }),
    place(rose(120 * k, palette.mainLight, palette.main), 80 * k, 80 * k),
    place(tulip(150 * k, palette.main, palette.accent), 200 * k, 70 * k, { rotate: 150 }),
    place(flower(70 * k, '#ffffff', palette.main, 5), 70 * k, 200 * k),
  );
  const petals = Array.from({ length: 26 }, () => {
    const x = random() * width;
    const y = random() * height;
    const edge = Math.min(x, y, width - x, height - y);
    if (edge > 110 * k) return '';
    return place(flower(between(random, 14, 26) * k, palette.mainLight, '#f2c14e', 5), x, y, {
      rotate: between(random, 0, 70),
    });
  });
  return [
    paper(defs, palette, width, height),
    ...petals,
    bouquet,
    group({ transform: `translate(${width} ${height}) scale(-1 -1)` }, bouquet),
  ].join('');
};

/** School: squared exercise-book paper with pencils, books, an apple and a globe at the edges. */
const school: Artwork = ({ width, height }) => {
  const k = scaleOf(width, height);
  const cell = 20 * k;
  const grid: string[] = [];
  for (let x = cell; x < width; x += cell) grid.push(line(x, 0, x, height));
  for (let y = cell; y < height; y += cell) grid.push(line(0, y, width, y));
  return [
    rect(0, 0, width, height, { fill: '#fdfefe' }),
    group({ stroke: '#9cc3e6', 'stroke-width': 0.7 * k, opacity: 0.55 }, ...grid),
    line(width - 70 * k, 0, width - 70 * k, height, { stroke: '#e26d6d', 'stroke-width': 1.4 * k }),
    place(pencil(230 * k, '#f2b705', '#3a3a3a'), 60 * k, 70 * k, { rotate: 20 }),
    place(pencil(190 * k, '#2a9d8f', '#3a3a3a'), 40 * k, 140 * k, { rotate: 8 }),
    place(apple(70 * k, '#d62828', '#5f8f4e'), width - 130 * k, 90 * k),
    place(globe(110 * k, '#8fd3ef', '#5f8f4e', '#6e4424'), 100 * k, height - 110 * k),
    place(
      bookStack(130 * k, ['#1f3f86', '#c4501a', '#2a9d8f'], '#1a1e26'),
      width - 140 * k,
      height - 90 * k,
    ),
    place(graduationCap(90 * k, '#1a1e26', '#f2b705'), width - 150 * k, 220 * k, { rotate: 12 }),
  ].join('');
};

/** A party: bunting across the top, confetti around the edges, balloons in the lower corners. */
const festive: Artwork = ({ width, height }, defs) => {
  const k = scaleOf(width, height);
  const cluster = (x: number, y: number, side: number) =>
    group(
      {},
      place(balloon(90 * k, PARTY[0]!, 150 * k), x, y, { rotate: -8 * side }),
      place(balloon(80 * k, PARTY[3]!, 170 * k), x + side * 64 * k, y + 30 * k, {
        rotate: 6 * side,
      }),
      place(balloon(74 * k, PARTY[4]!, 140 * k), x + side * 18 * k, y + 84 * k, {
        rotate: 12 * side,
      }),
    );
  return [
    paper(defs, PALETTES.sunny, width, height),
    confetti(
      { x: 20 * k, y: 20 * k, width: width - 40 * k, height: height - 40 * k },
      150,
      PARTY,
      1611,
      {
        x: 140 * k,
        y: 180 * k,
        width: width - 280 * k,
        height: height - 340 * k,
      },
    ),
    bunting(0, width, 16 * k, 56 * k, 40 * k, PARTY),
    cluster(90 * k, height - 300 * k, 1),
    cluster(width - 90 * k, height - 300 * k, -1),
  ].join('');
};

/** A coloured border field with theme icons, fading into a light middle. */
function themedField(palette: Palette, theme: 'sport' | 'music', seed: number): Artwork {
  return ({ width, height }, defs) => {
    const k = scaleOf(width, height);
    const fade = defs.radial(
      `${theme}-fade`,
      [
        [0, '#ffffff'],
        [0.62, '#ffffff'],
        [0.82, palette.mainLight],
        [1, palette.main],
      ],
      { cx: 0.5, cy: 0.5, r: 0.72 },
    );
    const parts = [
      rect(0, 0, width, height, { fill: fade }),
      wallpaper(theme, width, height, k, seed),
    ];
    if (theme === 'music') {
      parts.push(
        place(
          staff(width * 0.9, 9 * k, palette.mainDark, 14 * k, 1.5),
          width * 0.05,
          height - 110 * k,
          {
            attributes: { opacity: 0.5 },
          },
        ),
        place(trebleClef(110 * k, palette.mainDark), 70 * k, height - 95 * k, {
          attributes: { opacity: 0.6 },
        }),
        place(note(60 * k, palette.mainDark, true), width - 90 * k, 110 * k, {
          attributes: { opacity: 0.5 },
        }),
      );
    }
    return parts.join('');
  };
}

/** Every preset, in the order the editor lists them. Keys are stable: scenes save the ids. */
export const BACKGROUNDS: readonly BackgroundDefinition[] = [
  { key: 'paper-ivory', name: 'Слоновая кость', draw: paperIvory },
  { key: 'parchment', name: 'Пергамент', draw: parchment },
  { key: 'guilloche-green', name: 'Защитная сетка', draw: guillocheGreen },
  { key: 'gradient-sky', name: 'Небо', draw: gradientSky },
  { key: 'gradient-sunrise', name: 'Рассвет', draw: gradientSunrise },
  { key: 'gradient-lilac', name: 'Сирень', draw: gradientLilac },
  { key: 'autumn', name: 'Осенние листья', draw: autumn },
  { key: 'winter', name: 'Зима', draw: winter },
  { key: 'spring', name: 'Весенние цветы', draw: spring },
  { key: 'school', name: 'Школьная тетрадь', draw: school },
  { key: 'festive', name: 'Праздник', draw: festive },
  { key: 'sport', name: 'Спорт', draw: themedField(PALETTES.sport, 'sport', 1612) },
  { key: 'music', name: 'Музыка', draw: themedField(PALETTES.teal, 'music', 1613) },
];
