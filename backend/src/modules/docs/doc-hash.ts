import { createHash } from 'node:crypto';

/**
 * The document's change fingerprint (seed 001 §4: the editor skips a save when the hash of content,
 * font and padding is unchanged). The parts are joined with a separator that cannot occur in a
 * font name or padding, so moving text between parts changes the hash.
 */
export function docMd5(content: string, font: string, padding: string): string {
  return createHash('md5').update(`${content}\u0000${font}\u0000${padding}`).digest('hex');
}

/**
 * The thumbnail URL's cache key: the doc's md5 plus what else the picture depends on (until the
 * render engine exists the picture is the template's, which a template change swaps). Not a
 * security measure, only a cache key, so a fast FNV-1a hash of the two suffices (lists compute it
 * for every row).
 */
export function thumbKey(md5: string, templateId: string): string {
  const text = `${md5}:${templateId}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${md5.slice(0, 8)}${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
