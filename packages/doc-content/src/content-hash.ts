/**
 * The editor's change fingerprint: autosave skips a save when the hash of content, font and
 * padding is unchanged (seed 001 §4). Not cryptographic, only fast: cyrb53's mixing (public
 * domain, bryc) run as two 32-bit lanes over the UTF-16 units, all 64 bits given out.
 */
export function contentHash(content: string, font: string, padding: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const feed = (unit: number) => {
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  };
  // Each part is preceded by its length, so no other split of the same characters hashes alike.
  for (const part of [content, font, padding]) {
    feed(part.length);
    for (let index = 0; index < part.length; index += 1) feed(part.charCodeAt(index));
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (lane: number) => (lane >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}
