/**
 * Inline style names of the content (draft-js inline styles) and the look they give a fragment
 * of text. The editor's customStyleFn and rawToHtml both read styles through fragmentLook, so a
 * fragment looks the same on screen and in the file.
 */
import {
  COLOR_PATTERN,
  bundledFont,
  cssFontFamily,
  isFontSizePt,
  type FontSizePt,
} from '@gramota/doc-style';

/** draft-js's own styles that documents use (CODE is not one: Ctrl+J must not make it). */
export const MARKS = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH'] as const;
export type Mark = (typeof MARKS)[number];

export type ParsedInlineStyle =
  | { kind: 'mark'; mark: Mark }
  | { kind: 'font'; family: string }
  | { kind: 'size'; pt: FontSizePt }
  | { kind: 'color'; color: string };

/** Names of the styles with a value. Colours are stored lowercase: one name per colour. */
export const inlineStyle = {
  font: (family: string) => `FONT:${family}`,
  size: (pt: FontSizePt) => `SIZE:${pt}`,
  color: (color: string) => `COLOR:${color.toLowerCase()}`,
} as const;

/** A style name read into what it means; null for any name documents may not hold. */
export function parseInlineStyle(name: string): ParsedInlineStyle | null {
  if ((MARKS as readonly string[]).includes(name)) return { kind: 'mark', mark: name as Mark };
  const colon = name.indexOf(':');
  const value = name.slice(colon + 1);
  switch (colon < 0 ? '' : name.slice(0, colon)) {
    case 'FONT':
      return bundledFont(value) ? { kind: 'font', family: value } : null;
    case 'SIZE': {
      // Only the builder's spelling ('SIZE:16', not 'SIZE:016'): one name per size.
      const pt = Number(value);
      return isFontSizePt(pt) && inlineStyle.size(pt) === name ? { kind: 'size', pt } : null;
    }
    case 'COLOR':
      return COLOR_PATTERN.test(value) ? { kind: 'color', color: value } : null;
    default:
      return null;
  }
}

export const isInlineStyleName = (name: string) => parseInlineStyle(name) !== null;

/** CSS of a fragment, React-style keys (customStyleFn returns it as is). */
export interface FragmentCss {
  fontFamily?: string;
  fontSize?: string;
  color?: string;
}

export interface FragmentLook {
  /** In MARKS order, each once. */
  marks: Mark[];
  css: FragmentCss;
}

export interface RenderOptions {
  /** A PRO document; a free one loses per-fragment fonts (seed 001 §6). */
  pro: boolean;
}

/**
 * The look of a fragment carrying `styles`. When several fonts, sizes or colours apply, the last
 * wins, as when draft-js merges a character's styles in the order it loaded them. Unknown names
 * are ignored.
 */
export function fragmentLook(styles: Iterable<string>, options: RenderOptions): FragmentLook {
  const marks = new Set<Mark>();
  const css: FragmentCss = {};
  for (const name of styles) {
    const style = parseInlineStyle(name);
    if (!style) continue;
    if (style.kind === 'mark') marks.add(style.mark);
    else if (style.kind === 'font' && options.pro) css.fontFamily = cssFontFamily(style.family);
    else if (style.kind === 'size') css.fontSize = `${style.pt}pt`;
    else if (style.kind === 'color') css.color = style.color;
  }
  return { marks: MARKS.filter((mark) => marks.has(mark)), css };
}

export const fragmentCss = (styles: Iterable<string>, options: RenderOptions) =>
  fragmentLook(styles, options).css;

/** The CSS as a style attribute's text, properties in a fixed order. */
export function fragmentStyleText(css: FragmentCss): string {
  return [
    css.fontFamily && `font-family:${css.fontFamily}`,
    css.fontSize && `font-size:${css.fontSize}`,
    css.color && `color:${css.color}`,
  ]
    .filter(Boolean)
    .join(';');
}
