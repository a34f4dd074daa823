/** At most this much of an Accept-Language header is read (browsers send a few dozen bytes). */
const MAX_HEADER = 512;
/** And at most this many of its languages. */
const MAX_TAGS = 16;

/**
 * The languages of an Accept-Language header, most preferred first (`en-US,en;q=0.9,ru;q=0.8`
 * → en-US, en, ru), as navigator.languages lists them. One pass over a capped header: a hostile
 * value costs nothing more. Languages refused with q=0 are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const tags: Array<{ tag: string; q: number; at: number }> = [];
  for (const part of (header ?? '').slice(0, MAX_HEADER).split(',').slice(0, MAX_TAGS)) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && Number.isFinite(q) && q > 0)
      tags.push({ tag, q, at: tags.length });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((entry) => entry.tag);
}
