/**
 * The origin (`scheme://host[:port]`, lower case, default port dropped) of an http(s) URL that is
 * only an origin (a trailing `/` allowed), or undefined for anything else: a path, a query,
 * credentials, a wildcard, another scheme or a value that is no URL. What may go into a
 * Content-Security-Policy source list as a site.
 */
export function httpOrigin(value: string): string | undefined {
  const text = value.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#@\s;,'"*\\]+$/i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** The origin of an absolute http(s) URL (any path), or undefined (relative, other scheme, junk). */
export function originOfUrl(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    return httpOrigin(new URL(value).origin);
  } catch {
    return undefined;
  }
}
