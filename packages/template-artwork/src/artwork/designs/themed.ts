// Themed frames: sport, music, art, school, children and children's drawing contests. The motifs
// sit in the corners and along the top and bottom; a rounded frame holds the text area.
import { design, type Artwork, type Design } from '../artwork';
import { frameRect, paper } from '../borders';
import { balloon, cloud, confetti, rainbow, sun } from '../festive';
import type { Palette } from '../palettes';
import { between, seededRandom } from '../random';
import { seal } from '../ribbons';
import {
  apple,
  artPalette,
  bookStack,
  brush,
  globe,
  graduationCap,
  openBook,
  pencil,
  splash,
} from '../school-art';
import { heart, sparkle, star } from '../shapes';
import { football, note, runner, staff, trebleClef, trophy } from '../sport-music';
import { group, path, place, pointsPath } from '../svg';
import { panel, wallpaper, type Theme } from './themed-backdrop';

export type { Theme } from './themed-backdrop';

const RAINBOW = ['#e63946', '#f4a261', '#ffd23f', '#2a9d8f', '#3a86ff', '#8338ec'];

export function themedFrame(options: { palette: Palette; theme: Theme; seed: number }): Design {
  const { palette, theme } = options;
  const draw: Artwork = ({ width, height }, defs) => {
    const k = Math.min(width, height) / 800;
    const random = seededRandom(options.seed);
    const w = width;
    const h = height;
    const parts: string[] = [];
    // A coloured backdrop with a light rounded panel for the text; motifs overlap the panel's edge.
    const backdrop = defs.linear(
      'backdrop',
      [
        [0, palette.mainLight],
        [0.5, palette.main],
        [1, palette.mainDark],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    const panelInset = 44 * k;
    const frame = () => {
      parts.push(`<rect width="${w}" height="${h}" fill="${backdrop}"/>`);
      parts.push(wallpaper(theme, w, h, k, options.seed));
      parts.push(panel(defs, palette, w, h, panelInset, k));
    };
    switch (theme) {
      case 'sport': {
        frame();
        const track = (offset: number, color: string) =>
          path(
            `M${-10 * k} ${h - (170 - offset) * k}Q${w * 0.45} ${h - (70 - offset * 0.4) * k} ${w + 10 * k} ${h - (220 - offset) * k}`,
            {
              fill: 'none',
              stroke: color,
              'stroke-width': 9 * k,
              'stroke-linecap': 'round',
              opacity: 0.9,
            },
          );
        parts.push(track(0, palette.accent), track(20, palette.main), track(40, palette.mainLight));
        parts.push(place(trophy(defs, 170 * k, palette.metal), 125 * k, 140 * k));
        parts.push(place(football(120 * k), w - 115 * k, 115 * k));
        parts.push(place(runner(150 * k, palette.mainDark), w - 150 * k, h - 190 * k));
        parts.push(
          place(
            seal(defs, {
              radius: 52 * k,
              metal: palette.metal,
              ribbon: palette.accent,
              emblem: 'number',
              number: 1,
            }),
            140 * k,
            h - 200 * k,
          ),
        );
        for (let index = 0; index < 7; index += 1)
          parts.push(
            place(
              star(between(random, 8, 15) * k, { fill: index % 2 ? palette.accent : palette.main }),
              between(random, 230, w / k - 230) * k,
              between(random, 70, 130) * k,
            ),
          );
        break;
      }
      case 'music': {
        frame();
        const top = group(
          {},
          place(staff(w - 200 * k, 11 * k, palette.main, 12 * k, 1.2), 130 * k, 78 * k),
          place(trebleClef(130 * k, palette.mainDark), 112 * k, 104 * k),
        );
        const notes = [0.28, 0.4, 0.52, 0.64, 0.76].map((t, index) =>
          place(
            note(62 * k, palette.mainDark, index % 2 === 1),
            w * t,
            (96 + Math.sin(t * 7) * 16) * k,
            { rotate: between(random, -12, 12) },
          ),
        );
        parts.push(top, ...notes);
        parts.push(
          place(staff(w - 200 * k, 11 * k, palette.mainLight, 12 * k, 1.4), 100 * k, h - 140 * k),
        );
        parts.push(
          place(note(80 * k, palette.accent, true), 130 * k, h - 200 * k),
          place(note(70 * k, palette.accent), w - 125 * k, h - 205 * k),
        );
        break;
      }
      case 'art': {
        frame();
        parts.push(
          place(splash(190 * k, RAINBOW[0]!, 3), 70 * k, 80 * k, { attributes: { opacity: 0.9 } }),
          place(splash(170 * k, RAINBOW[4]!, 5), w - 80 * k, h - 90 * k, {
            attributes: { opacity: 0.9 },
          }),
          place(splash(100 * k, RAINBOW[2]!, 9), w - 170 * k, 70 * k, {
            attributes: { opacity: 0.95 },
          }),
          place(splash(90 * k, RAINBOW[3]!, 11), 170 * k, h - 70 * k, {
            attributes: { opacity: 0.95 },
          }),
          place(artPalette(200 * k, '#e3c08d', RAINBOW), 140 * k, 140 * k, { rotate: -15 }),
          place(brush(230 * k, palette.mainDark, RAINBOW[4]!), w - 150 * k, 140 * k, {
            rotate: -40,
          }),
          place(brush(200 * k, palette.accent, RAINBOW[0]!), w - 120 * k, 175 * k, { rotate: -65 }),
          place(pencil(200 * k, RAINBOW[1]!, '#7a3e12'), 160 * k, h - 160 * k, { rotate: -35 }),
        );
        break;
      }
      case 'school': {
        frame();
        parts.push(
          place(
            bookStack(180 * k, [palette.accent, palette.main, '#2d6a4f'], palette.mainDark),
            135 * k,
            130 * k,
          ),
          place(globe(170 * k, '#5aa9e6', '#6ab04c', '#6b4420'), w - 120 * k, 125 * k),
          place(pencil(220 * k, '#f2b705', '#8a6a0a'), 150 * k, h - 125 * k, { rotate: -25 }),
          place(pencil(190 * k, '#e63946', '#7a1f2b'), 170 * k, h - 90 * k, { rotate: -10 }),
          place(apple(90 * k, '#d62828', '#2d6a4f'), w - 230 * k, h - 105 * k),
          place(openBook(170 * k, palette.main, palette.mainLight), w - 120 * k, h - 150 * k),
          place(graduationCap(100 * k, palette.mainDark, palette.accent), w / 2, 52 * k),
        );
        break;
      }
      case 'children': {
        parts.push(paper(defs, palette, width, height));
        parts.push(
          frameRect(
            w,
            h,
            22 * k,
            {
              stroke: RAINBOW[4]!,
              'stroke-width': 6 * k,
              'stroke-dasharray': `${30 * k} ${10 * k}`,
            },
            30 * k,
          ),
        );
        parts.push(
          place(rainbow(190 * k, 17 * k, RAINBOW), 40 * k, h - 40 * k),
          place(cloud(210 * k, '#ffffff', '#a9cfee'), 130 * k, 120 * k),
          place(cloud(130 * k, '#ffffff', '#a9cfee'), 300 * k, 80 * k),
          place(sun(230 * k, '#ffd23f', '#f8a41b'), w - 120 * k, 120 * k),
          place(balloon(90 * k, RAINBOW[0]!), w - 190 * k, h - 230 * k),
          place(balloon(80 * k, RAINBOW[3]!), w - 110 * k, h - 260 * k),
          place(balloon(76 * k, RAINBOW[5]!), w - 150 * k, h - 330 * k),
          confetti(
            { x: 40 * k, y: 30 * k, width: w - 80 * k, height: 170 * k },
            40,
            RAINBOW,
            options.seed,
            { x: 0, y: 0, width: 400 * k, height: 200 * k },
          ),
        );
        break;
      }
      case 'draw': {
        parts.push(paper(defs, palette, width, height));
        const wobble = (inset: number, color: string, seed: number) => {
          const wobbleRandom = seededRandom(seed);
          const points: Array<[number, number]> = [];
          const step = 40 * k;
          const jitter = () => between(wobbleRandom, -3, 3) * k;
          for (let x = inset; x < w - inset; x += step) points.push([x, inset + jitter()]);
          for (let y = inset; y < h - inset; y += step) points.push([w - inset + jitter(), y]);
          for (let x = w - inset; x > inset; x -= step) points.push([x, h - inset + jitter()]);
          for (let y = h - inset; y > inset; y -= step) points.push([inset + jitter(), y]);
          return path(pointsPath(points, true), {
            fill: 'none',
            stroke: color,
            'stroke-width': 5 * k,
            'stroke-linejoin': 'round',
            opacity: 0.85,
          });
        };
        parts.push(
          wobble(20 * k, RAINBOW[0]!, 1),
          wobble(30 * k, RAINBOW[2]!, 2),
          wobble(40 * k, RAINBOW[4]!, 3),
        );
        const crayons = [0, 1, 2, 3, 4].map((index) =>
          place(
            pencil(170 * k, RAINBOW[index]!, '#333333'),
            w / 2 + (index - 2) * 44 * k,
            h - 120 * k,
            { rotate: -90 + (index - 2) * 8 },
          ),
        );
        parts.push(...crayons);
        parts.push(place(heart(40 * k, { fill: RAINBOW[0] }), 120 * k, 130 * k, { rotate: -12 }));
        parts.push(place(star(48 * k, { fill: RAINBOW[2] }), w - 130 * k, 120 * k, { rotate: 10 }));
        parts.push(
          place(sparkle(30 * k, { fill: RAINBOW[5] }), w - 220 * k, 190 * k),
          place(sparkle(22 * k, { fill: RAINBOW[3] }), 220 * k, 100 * k),
        );
        parts.push(place(sun(160 * k, '#ffd23f', '#f8a41b'), 130 * k, h - 140 * k));
        parts.push(
          place(splash(110 * k, RAINBOW[3]!, 21), w - 130 * k, h - 140 * k, {
            attributes: { opacity: 0.85 },
          }),
        );
        break;
      }
    }
    return parts.join('');
  };
  return design(draw, (page, k) => {
    const [top, bottom] = (
      {
        sport: [215, 215],
        music: [175, 225],
        art: [220, 200],
        school: [215, 200],
        children: [240, 280],
        draw: [185, 240],
      } as const
    )[theme];
    return [top * k, 95 * k, bottom * k, 95 * k];
  });
}
