/**
 * What stands in for a missing userpic: the first letters of the first two words of the name,
 * else the e-mail's first letter, else '?'. Upper case in the user's own script ('анна' → 'А').
 */
export function userpicInitials(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  const fallback = Array.from((email ?? '').trim())[0] ?? '?';
  return (letters || fallback).toLocaleUpperCase();
}
