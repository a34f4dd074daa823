import type { CharacterMetadata, ContentState } from 'draft-js';
import { styleFont } from './inline-styles';

/** The families of every FONT: style in the content (their CSS is loaded when the editor opens). */
export function fontsInContent(content: ContentState): Set<string> {
  const families = new Set<string>();
  // Character metadata is pooled by draft-js: each distinct style set is looked at once.
  const seen = new Set<CharacterMetadata>();
  content.getBlockMap().forEach((block) => {
    block!.getCharacterList().forEach((character) => {
      if (seen.has(character!)) return;
      seen.add(character!);
      character!.getStyle().forEach((style) => {
        const family = styleFont(style!);
        if (family) families.add(family);
      });
    });
  });
  return families;
}
