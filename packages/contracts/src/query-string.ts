/**
 * '' or '?name=value&…' for the entries that are set, in the given order (undefined is left out,
 * values are URL-encoded): the one query-string builder of the API paths.
 */
export function queryString(entries: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries))
    if (value !== undefined) search.set(key, value);
  return search.size > 0 ? `?${search.toString()}` : '';
}
