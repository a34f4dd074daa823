/** A licence day ('YYYY-MM-DD', UTC) or a moment (ms) as the teacher's language writes a date. */
export function formatDay(value: string | number, language: string): string {
  if (value === '' || value === 0) return '';
  const date = typeof value === 'number' ? new Date(value) : new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = language === 'kz' ? 'kk' : language;
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
