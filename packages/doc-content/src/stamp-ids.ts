import type { DocRawContent } from './raw-content';

/**
 * The stamps a document shows: STAMP entities its blocks point at (an entity in the map that no
 * block uses is never drawn), each id once, in the order of the text. The vault (issue 37)
 * compares a save's stamps with the stored ones to see what was placed and removed.
 */
export function stampIdsOf(raw: DocRawContent | null | undefined): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const block of raw.blocks)
    for (const range of block.entityRanges) {
      const entity = raw.entityMap[String(range.key)];
      if (entity?.type === 'STAMP' && !ids.includes(entity.data.stampId))
        ids.push(entity.data.stampId);
    }
  return ids;
}
