/** Display names over this many characters are cut (seed 000 §9). */
const DISPLAY_MAX = 40;
/** ... to this many, then '...'. */
const DISPLAY_CUT = 35;
const MARK = /^\p{M}$/u;

/**
 * Display name of a file: underscores become spaces; over 40 characters is cut to 35 (seed 000
 * §9). Characters are counted as written (a letter outside the basic plane is one), and a cut
 * never separates a letter from its accent (an «ё» typed as «е» + ¨ stays whole or goes whole).
 */
export function formatDisplayName(name: string): string {
  const characters = Array.from(name.replace(/_/g, ' '));
  if (characters.length <= DISPLAY_MAX) return characters.join('');
  let cut = DISPLAY_CUT;
  while (cut > 0 && MARK.test(characters[cut] ?? '')) cut -= 1;
  // characters[cut] is now the letter the marks belong to: the cut goes before it.
  return `${characters.slice(0, cut).join('')}...`;
}

/** File size with base 1024 and the given unit names (seed 000 §9: б, Кб, Мб, Гб, Тб, Пб). */
export function formatFileSize(bytes: number, units: readonly string[]): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}
