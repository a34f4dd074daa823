const HELP_PREFIX = '/app/help/';

/**
 * The help page an address names: '/app/help/how/make-student-report-card/?modal=true' →
 * 'how/make-student-report-card'. Null for addresses outside /app/help/; '' for the bare prefix.
 */
export function helpSlugOf(path: string): string | null {
  // Links hand over full addresses, callers paths; only the path part matters.
  const { pathname } = new URL(path, 'http://app.invalid');
  if (!pathname.startsWith(HELP_PREFIX)) return null;
  return pathname
    .slice(HELP_PREFIX.length)
    .split('/')
    .filter((part) => part !== '')
    .map(safeDecode)
    .join('/');
}

/** Whether an in-app link asks for its help page in the modal rather than as a page. */
export function opensHelpInModal(url: URL): boolean {
  return helpSlugOf(url.pathname) !== null && url.searchParams.get('modal') === 'true';
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
