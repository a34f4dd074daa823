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

/** stampSrc's address with the id caught (the id as STAMP_ID_PATTERN reads it). */
const STAMP_SRC_ID = /\/api\/profile-stamp-file\/([A-Za-z0-9_-]{1,36})\//g;

/** The stamp a picture's address shows (an exact stampSrc), or null for any other address. */
export function stampIdOfSrc(src: string): string | null {
  const match = /^\/api\/profile-stamp-file\/([A-Za-z0-9_-]{1,36})\/$/.exec(src);
  return match ? match[1]! : null;
}

/**
 * The stamps a rendered document's HTML shows (each stampSrc in it, a preview query or not),
 * each id once, in order: what a made file carries, for the vault's log.
 */
export function stampIdsInHtml(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(STAMP_SRC_ID), (match) => match[1]!))];
}
