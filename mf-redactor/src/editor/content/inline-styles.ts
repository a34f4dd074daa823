// The value-carrying inline styles (FONT:, SIZE:, COLOR: of @gramota/doc-content): at most one of
// each kind applies to a character.
import type { DraftInlineStyle } from 'draft-js';
import { parseInlineStyle } from '@gramota/doc-content';

export type StyleKind = 'font' | 'size' | 'color';

/** Which value-carrying kind a style name is, or null for BOLD, ITALIC... and unknown names. */
export function styleKindOf(name: string): StyleKind | null {
  const parsed = parseInlineStyle(name);
  return parsed && parsed.kind !== 'mark' ? parsed.kind : null;
}

/** The style set with every style of `kind` replaced by `name`. */
export function withExclusiveStyle(
  styles: DraftInlineStyle,
  kind: StyleKind,
  name: string,
): DraftInlineStyle {
  return styles
    .filter((style) => styleKindOf(style!) !== kind)
    .toOrderedSet()
    .add(name);
}

/** The family of a FONT: style name, else null. */
export function styleFont(name: string): string | null {
  const parsed = parseInlineStyle(name);
  return parsed?.kind === 'font' ? parsed.family : null;
}

/**
 * What a style set says for one kind: family, size in pt or colour; the last one wins, as in
 * the renderer's fragmentLook.
 */
export function styleValue(styles: DraftInlineStyle, kind: 'font' | 'color'): string | null;
export function styleValue(styles: DraftInlineStyle, kind: 'size'): number | null;
export function styleValue(styles: DraftInlineStyle, kind: StyleKind): string | number | null {
  let value: string | number | null = null;
  styles.forEach((name) => {
    const parsed = parseInlineStyle(name!);
    if (parsed?.kind === 'font' && kind === 'font') value = parsed.family;
    else if (parsed?.kind === 'size' && kind === 'size') value = parsed.pt;
    else if (parsed?.kind === 'color' && kind === 'color') value = parsed.color;
  });
  return value;
}
