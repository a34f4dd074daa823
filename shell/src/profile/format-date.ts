/** A date as the teacher's language writes it ('3 сент. 2025 г.', 'Sep 3, 2025'); raw text if unreadable. */
export function formatDay(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' });
}
