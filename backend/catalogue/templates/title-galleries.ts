import { titleArtwork, type TitleArtwork, type TitleStyle } from '../artwork/titles';

/** One title word in several styles; keys read like 'ru-gramota-gold'. */
export function titleGallery(key: string, text: string, styles: TitleStyle[]): TitleArtwork[] {
  return styles.map((style) => titleArtwork(`${key}-${style}`, text, style));
}
