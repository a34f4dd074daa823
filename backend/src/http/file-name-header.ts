/**
 * Cyrillic letters of the service's languages (ru, uk, be, kz) in Latin letters, for the ASCII
 * `filename=` of a download whose own name is not ASCII (what an old client saves it under).
 */
// prettier-ignore
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'yo', є: 'ye', ж: 'zh', з: 'z',
  и: 'i', і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o',
  ұ: 'u', ү: 'u', һ: 'h', ʼ: "'", '’': "'",
};

/** Dashes and quotes of typed names, as their ASCII look-alikes. */
// prettier-ignore
const PUNCTUATION: Record<string, string> = {
  '\u2013': '-', '\u2014': '-', '\u2012': '-', '\u2212': '-', '«': '"', '»': '"',
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u2018': "'", '\u00a0': ' ',
};

function latinLetter(letter: string): string {
  const lower = letter.toLowerCase();
  const latin = LATIN[lower];
  if (latin === undefined) return PUNCTUATION[letter] ?? letter;
  if (lower === letter || latin === '') return latin;
  return latin.charAt(0).toUpperCase() + latin.slice(1);
}

/**
 * The name in printable ASCII: Cyrillic in Latin letters, accents dropped, anything else '_';
 * no quotes or backslashes (they would need escaping some clients do not undo).
 */
export function asciiFileName(name: string): string {
  const latin = [...name.normalize('NFC')]
    .map(latinLetter)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/["\\]/g, "'")
    .replace(/[^\x20-\x7e]+/g, '_');
  return latin.trim() || 'file';
}

/** RFC 5987 ext-value characters: encodeURIComponent leaves ' ( ) * alone, which it may not. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Content-Disposition for a file saved or shown under `name` (RFC 6266): an ASCII name as it is;
 * any other as `filename*=UTF-8''…` (RFC 5987, what every current browser saves it under) after
 * an ASCII `filename="…"` for clients that know only that.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = asciiFileName(name);
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${extValue(name)}`;
}
