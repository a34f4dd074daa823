// What the gallery card shows over the background: the title, so teachers see the finished look.
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { TemplateDefinition } from '../catalogue.types';
import { FONTS } from '../fonts';
import type { PageSize } from '../geometry';
import type { ManifestTitle } from './manifest';

const FAMILY = {
  serif: "'DejaVu Serif', 'Liberation Serif', serif",
  sans: "'DejaVu Sans', 'Liberation Sans', sans-serif",
  script: "'DejaVu Serif', 'Liberation Serif', serif",
} as const;

export interface TitleOverlayInput {
  template: TemplateDefinition;
  page: PageSize;
  padding: [number, number, number, number];
  /** Top of the movable title image, or null. */
  top: number | null;
  title: ManifestTitle | undefined;
  outDir: string;
  thumbnailWidth: number;
}

/** The movable title image scaled into place, or the title text drawn where the content starts. */
export async function titleOverlay(input: TitleOverlayInput): Promise<OverlayOptions[]> {
  const scale = input.thumbnailWidth / input.page.width;
  if (input.title && input.top !== null) {
    const width = Math.round((input.title.image.width / 2) * scale);
    const image = await sharp(path.join(input.outDir, input.title.image.file))
      .resize(width)
      .png()
      .toBuffer();
    return [
      {
        input: image,
        left: Math.round((input.thumbnailWidth - width) / 2),
        top: Math.round(input.top * scale),
      },
    ];
  }
  const [top, right, , left] = input.padding;
  const style = FONTS[input.template.font].style;
  const text = input.template.title;
  const boxWidth = (input.page.width - left - right) * 0.92;
  const size = Math.min(56, boxWidth / (Math.max(4, [...text].length) * 0.62));
  const height = Math.round(input.page.height * scale);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${input.thumbnailWidth}" height="${height}" ` +
    `viewBox="0 0 ${input.page.width} ${input.page.height}"><text x="${left + (input.page.width - left - right) / 2}" ` +
    `y="${top + size}" text-anchor="middle" font-family="${FAMILY[style]}" font-weight="bold" ` +
    `font-style="${style === 'script' ? 'italic' : 'normal'}" font-size="${size.toFixed(1)}" fill="#1f2733">${escaped}</text></svg>`;
  return [{ input: Buffer.from(svg), left: 0, top: 0 }];
}
