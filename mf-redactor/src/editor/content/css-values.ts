// Reading the CSS values a template's default HTML carries (inline styles of p and span), snapped
// to what the editor offers, so an imported template looks and saves like one typed in the editor.
import {
  BUNDLED_FONTS,
  LINE_HEIGHTS,
  nearestFontSizePt,
  type FontSizePt,
  type LineHeight,
} from '@gramota/doc-style';
import type { DocBlockData } from '@gramota/doc-content';

export type Align = NonNullable<DocBlockData['align']>;

const PT_PER_PX = 0.75;

/** '16px' → 12, '14pt' → 14 (nearest size of the list); null when it is not a length. */
export function fontSizeToPt(value: string): FontSizePt | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|pt)\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const pt = match[2]!.toLowerCase() === 'px' ? amount * PT_PER_PX : amount;
  return nearestFontSizePt(pt);
}

/** '#abc', '#aabbcc', 'rgb(…)' / 'rgba(…)' → '#aabbcc'; null for anything else. */
export function cssColorToHex(value: string): string | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (!rgb || (rgb[4] !== undefined && Number(rgb[4]) === 0)) return null;
  return `#${[rgb[1], rgb[2], rgb[3]]
    .map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The first family of a font-family list, as spelled in the bundled list; null if not bundled. */
export function bundledFamily(value: string): string | null {
  const first = value
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  if (!first) return null;
  const found = BUNDLED_FONTS.find((font) => font.family.toLowerCase() === first.toLowerCase());
  return found ? found.family : null;
}

export function textAlignToAlign(value: string): Align | null {
  switch (value.trim().toLowerCase()) {
    case 'left':
    case 'start':
      return 'left';
    case 'center':
      return 'center';
    case 'right':
    case 'end':
      return 'right';
    case 'justify':
      return 'justify';
    default:
      return null;
  }
}

/** A unitless (or %) line-height → the nearest value of the list; null otherwise. */
export function lineHeightValue(value: string): LineHeight | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(value);
  if (!match) return null;
  const amount = Number(match[1]) / (match[2] ? 100 : 1);
  if (!(amount > 0)) return null;
  return LINE_HEIGHTS.reduce((best, option) =>
    Math.abs(option - amount) < Math.abs(best - amount) ? option : best,
  );
}
