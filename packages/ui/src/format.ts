/** Display name of a file: underscores become spaces; over 40 characters is cut to 35 (seed 000 §9). */
export function formatDisplayName(name: string): string {
  const spaced = name.replace(/_/g, ' ');
  return spaced.length > 40 ? `${spaced.slice(0, 35)}...` : spaced;
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
