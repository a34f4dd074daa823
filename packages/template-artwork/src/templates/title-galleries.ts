import { titleArtwork, type TitleArtwork, type TitleStyle } from '../artwork/titles';

/**
 * One title word in several styles; keys read like 'ru-gramota-gold'. The default size suits
 * portrait pages; landscape ones pass a smaller box (and a key of their own).
 */
export function titleGallery(
  key: string,
  text: string,
  styles: TitleStyle[],
  size: { width: number; height: number } = { width: 600, height: 130 },
): TitleArtwork[] {
  return styles.map((style) =>
    titleArtwork(`${key}-${style}`, text, style, size.width, size.height),
  );
}
