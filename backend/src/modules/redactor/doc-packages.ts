// The editor's shared packages as this module uses them: page formats, margins and the font list
// (@gramota/doc-style), the draft-js content and its HTML (@gramota/doc-content), in one place.
import type { BundledFontInfo } from '@gramota/contracts';
import { isQrLink, parseDocRawContent, rawToHtml, type DocRawContent } from '@gramota/doc-content';
import { BUNDLED_FONTS, formatPadding, isPageFormat, parsePadding } from '@gramota/doc-style';

export type { DocRawContent };
export { isQrLink };

export type RawContentResult =
  | { ok: true; value: DocRawContent; json: string }
  | { ok: false; error: 'content_invalid' | 'content_too_large' };

/** doc-set's `content`: valid DocRawContent, written back as the JSON that is stored. */
export function readRawContent(json: string): RawContentResult {
  const parsed = parseDocRawContent(json);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return { ok: true, value: parsed.value, json: JSON.stringify(parsed.value) };
}

/** The HTML of the content; without PRO, pictures, QR codes and per-fragment fonts are left out. */
export function contentHtml(raw: DocRawContent, pro: boolean): string {
  return rawToHtml(raw, { pro });
}

/** 'top right bottom left' in px, each -400..400, written the one way; null when it is not. */
export function checkPadding(text: string): string | null {
  const padding = parsePadding(text);
  return padding ? formatPadding(padding) : null;
}

export const isFormat = (id: string): boolean => isPageFormat(id);

/** What the font dialog lists. */
export const BUNDLED_FONT_INFO: BundledFontInfo[] = BUNDLED_FONTS.map((font) => ({
  family: font.family,
  cyrillic: font.cyrillic,
  kind: font.kind,
}));
