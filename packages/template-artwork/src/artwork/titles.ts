// Decorative titles for the movable-title gallery: the title word in metal or colour with an
// outline and a shadow, on a transparent background. Letters come from the system's serif font
// (DejaVu or Liberation on Debian): the image is rendered once at build time.
import { Defs, METALS, type Stop } from './defs';
import { banner } from './ribbons';
import { el, group, num, place } from './svg';

export type TitleStyle = 'gold' | 'silver' | 'crimson' | 'royal' | 'emerald' | 'ribbon';

/** One image of the title gallery: its name, its size in CSS px, and how to draw it. */
export interface TitleArtwork {
  /** Stable name, e.g. 'gold-gramota-ru'; the file name adds a content hash. */
  key: string;
  text: string;
  style: TitleStyle;
  width: number;
  height: number;
}

const FILLS: Record<Exclude<TitleStyle, 'ribbon'>, { fill: Stop[]; outline: string }> = {
  gold: { fill: METALS.gold, outline: '#5c3d05' },
  silver: { fill: METALS.silver, outline: '#3d444c' },
  crimson: {
    fill: [
      [0, '#e0473f'],
      [0.5, '#b3121d'],
      [1, '#6e0810'],
    ],
    outline: '#f2c94c',
  },
  royal: {
    fill: [
      [0, '#4f7fdc'],
      [0.5, '#1f3f86'],
      [1, '#0f2254'],
    ],
    outline: '#f2c94c',
  },
  emerald: {
    fill: [
      [0, '#45a773'],
      [0.5, '#1d6b47'],
      [1, '#0c3d27'],
    ],
    outline: '#f2c94c',
  },
};

const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";

/** A title image, `width` x `height` CSS px. Long words get a smaller size so they fit. */
export function titleArtwork(
  key: string,
  text: string,
  style: TitleStyle,
  width = 600,
  height = 130,
): TitleArtwork {
  return { key, text, style, width, height };
}

/** Average advance of a bold serif glyph, in em: enough to keep a word inside its box. */
const GLYPH_WIDTH = 0.76;

export function titleSvg(title: TitleArtwork, pixelWidth: number): string {
  const { width, height, text } = title;
  const defs = new Defs();
  const lines = text.split('\n');
  const longest = Math.max(...lines.map((line) => [...line].length));
  const usableWidth = width * (title.style === 'ribbon' ? 0.7 : 0.94);
  const byWidth = usableWidth / (longest * GLYPH_WIDTH);
  const byHeight = (height * (title.style === 'ribbon' ? 0.5 : 0.78)) / (lines.length * 1.08);
  const size = Math.min(byWidth, byHeight);
  const lineHeight = size * 1.08;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.36;
  const textElement = (attributes: Record<string, string | number>) =>
    el(
      'text',
      {
        'font-family': SERIF,
        'font-weight': 'bold',
        'font-style': title.style === 'ribbon' ? 'normal' : 'italic',
        'font-size': num(size),
        'text-anchor': 'middle',
        ...attributes,
      },
      ...lines.map((line, index) =>
        el(
          'tspan',
          { x: num(width / 2), y: num(firstBaseline + index * lineHeight) },
          escapeText(line),
        ),
      ),
    );
  let body: string;
  if (title.style === 'ribbon') {
    body =
      place(banner(width * 0.82, height * 0.62, '#b3121d', '#6e0810'), width / 2, height * 0.46) +
      textElement({ fill: '#ffffff', stroke: '#6e0810', 'stroke-width': num(size * 0.02) });
  } else {
    const { fill, outline } = FILLS[title.style];
    const gradient = defs.linear(`title-${title.style}`, fill, { x1: 0, y1: 0, x2: 0, y2: 1 });
    const shadow = defs.shadow('title-shadow', 0, size * 0.05, size * 0.04, '#000', 0.35);
    body = group(
      { filter: shadow },
      textElement({
        fill: outline,
        stroke: outline,
        'stroke-width': num(size * 0.09),
        'stroke-linejoin': 'round',
      }),
      textElement({ fill: gradient }),
    );
  }
  const pixelHeight = Math.round((pixelWidth * height) / width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
