import { createHash } from 'node:crypto';

/**
 * The document's change fingerprint (seed 001 §4: the editor skips a save when the hash of content,
 * font and padding is unchanged). The parts are joined with a separator that cannot occur in a
 * font name or padding, so moving text between parts changes the hash.
 */
export function docMd5(content: string, font: string, padding: string): string {
  return createHash('md5').update(`${content}\u0000${font}\u0000${padding}`).digest('hex');
}

/** The text a doc's md5 is taken over: the editor's raw content once it exists, else the HTML. */
export const hashedContent = (raw: string | null, content: string) => raw ?? content;

/**
 * The thumbnail URL's cache key: the doc's md5 plus what else the picture depends on (until the
 * render engine exists the picture is the template's, which a template change swaps). Not a
 * security measure, only a cache key, so a fast FNV-1a hash of the two suffices (lists compute it
 * for every row).
 */
export function thumbKey(md5: string, templateId: string): string {
  // The hash of `${md5}:${templateId}`, without building that string (lists hash every row).
  const hash = fnv1a(fnv1a(fnv1a(0x811c9dc5, md5), ':'), templateId);
  return `${md5.slice(0, 8)}${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/** FNV-1a (32 bits) of `text`'s UTF-16 code units, continuing from `hash`. */
function fnv1a(hash: number, text: string): number {
  let next = hash;
  for (let index = 0; index < text.length; index += 1) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, 0x01000193);
  }
  return next;
}
