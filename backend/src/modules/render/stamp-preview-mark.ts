import { isLanguage, type Language } from '@gramota/contracts';
import { transformImage } from '../../shared/image-guard';
import { t } from '../../shared/texts';

/**
 * A free file's stamps carry a visible "preview" watermark (issue 37): a school's seal or a
 * director's signature is printed clean only on a file made as PRO. The mark is drawn into the
 * stamp's picture as the render page asks for it, so the page's layout is the same either way.
 */

/** The query a marked stamp's address carries: the language of the word on it. */
const MARK_PARAM = 'preview';
const STAMP_SRC = /(\/api\/profile-stamp-file\/[A-Za-z0-9_-]{1,36}\/)"/g;

/** The document's HTML with each stamp asking for its marked picture (linear, one pass). */
export function markStampsAsPreview(html: string, language: Language): string {
  return html.replace(STAMP_SRC, `$1?${MARK_PARAM}=${language}"`);
}

/** The language a stamp request asks its mark in; null: the clean stamp. */
export function previewMarkOf(url: URL): Language | null {
  const language = url.searchParams.get(MARK_PARAM);
  return isLanguage(language) ? language : null;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The stamp with red diagonal hatching over its ink (drawn without any font, so the mark shows
 * even where no font is installed) and the word across it (e.g. «ОБРАЗЕЦ»).
 */
export async function previewMarkedStamp(png: Buffer, language: Language): Promise<Buffer> {
  const word = escapeXml(t(language, 'audit:stampPreview'));
  const result = await transformImage(png, (image, header) => {
    const { width, height } = header;
    const size = Math.max(10, Math.round(Math.min(width / (word.length * 0.8), height / 3)));
    const hatch = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><pattern id="h" width="14" height="14" patternUnits="userSpaceOnUse"
        patternTransform="rotate(-35)"><rect width="6" height="14" fill="rgb(220,38,38)"
        fill-opacity="0.7"/></pattern></defs>
      <rect width="${width}" height="${height}" fill="url(#h)"/></svg>`;
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle"
        transform="rotate(-20 ${width / 2} ${height / 2})"
        font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"
        font-size="${size}" fill="rgb(200,20,20)" fill-opacity="0.9" stroke="white"
        stroke-width="${Math.max(1, size / 14)}">${word}</text></svg>`;
    return image
      .ensureAlpha()
      .composite([
        { input: Buffer.from(hatch), blend: 'atop' },
        { input: Buffer.from(text), blend: 'over' },
      ])
      .png();
  });
  return result.data;
}
