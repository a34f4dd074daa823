// A layout's preview as one SVG: the background drawn for the maket's page, the frame (ornament
// or plain line) and a sample title in the maket's colours. Drawn straight at thumbnail size.
import { artworkSvg, type Artwork } from '../artwork/artwork';
import { escapeXml, rect } from '../artwork/svg';
import type { PageSize } from '../geometry';
import type { BackgroundDefinition, FrameDefinition } from '../workshop/workshop.types';
import type { MaketStyles } from '../workshop/maket-styles';

/** The sample title every preview shows: the seeds' default title (seed 001 §9). */
export const SAMPLE_TITLE = 'Сертификат';

/** The machine's fonts stand in for the web fonts (as the catalogue's thumbnails do). */
const FALLBACK = "'DejaVu Serif', 'Liberation Serif', serif";

export function maketThumbnailSvg(input: {
  page: PageSize;
  styles: MaketStyles;
  background?: BackgroundDefinition;
  frame?: FrameDefinition;
  pixelWidth: number;
}): string {
  const { page, styles } = input;
  const draw: Artwork = (size, defs) => {
    const parts: string[] = [];
    const colour = styles.style_content.color ?? '#ffffff';
    parts.push(rect(0, 0, size.width, size.height, { fill: colour }));
    if (input.background) parts.push(input.background.draw(size, defs));
    const frame = styles.style_frame;
    if (input.frame) parts.push(input.frame.draw(size, defs));
    else if (frame.visible && frame.stroke > 0)
      parts.push(
        rect(frame.posx, frame.posy, frame.width, frame.height, {
          fill: 'none',
          stroke: frame.color,
          'stroke-width': frame.stroke,
          rx: frame.radius || undefined,
        }),
      );
    const title = styles.style_title;
    const gradient = defs.linear('maket-title', [
      [0, title.colors[0]],
      [1, title.colors[1]],
    ]);
    const text = escapeXml(title.uppercase ? SAMPLE_TITLE.toUpperCase() : SAMPLE_TITLE);
    const fontSize = Math.min(title.fontsize, title.width / (SAMPLE_TITLE.length * 0.6));
    const attributes =
      `text-anchor="middle" font-family="'${title.fontfamily}', ${FALLBACK}" ` +
      `font-size="${fontSize}" font-weight="${title.bold ? 'bold' : 'normal'}" ` +
      `font-style="${title.italic ? 'italic' : 'normal'}"` +
      (title.underline ? ' text-decoration="underline"' : '');
    const baseline = title.posy + fontSize;
    const { shadow } = title;
    if (shadow.x !== 0 || shadow.y !== 0 || shadow.blur !== 0)
      parts.push(
        `<text x="${title.posx + shadow.x}" y="${baseline + shadow.y}" ${attributes} fill="${shadow.color}" opacity="0.6">${text}</text>`,
      );
    parts.push(
      `<text x="${title.posx}" y="${baseline}" ${attributes} fill="${gradient}">${text}</text>`,
    );
    return parts.join('');
  };
  return artworkSvg(draw, page, input.pixelWidth);
}
