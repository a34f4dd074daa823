import { APP_BASE } from './app-paths';
import type { AreaName } from './areas';

/**
 * Which area shows which page (ARCHITECTURE §2): the shell mounts it, the backend names its files
 * in the page's preload hints. Pages not listed here are the shell's own or unknown.
 */
export const PAGE_AREAS: Readonly<Record<string, AreaName>> = {
  docs: 'docs',
  templates: 'docs',
  ready: 'ready',
  storage: 'storage',
  drive: 'storage',
  redactor: 'redactor',
  spreadsheet: 'spreadsheet',
  // Drive create's mail template editor and mail settings (issue 15), framed from the table.
  mails: 'spreadsheet',
  'settings-mail': 'spreadsheet',
  workshop: 'workshop',
  'workshop-redactor': 'workshop',
  pay: 'pay',
  invoice: 'pay',
  // The all-templates offer framed in a modal (/app/about/unlimited/modal/, issue 19).
  about: 'pay',
};

export function areaForPage(page: string): AreaName | null {
  return Object.hasOwn(PAGE_AREAS, page) ? PAGE_AREAS[page]! : null;
}

/**
 * Workshop followed by redactor is its own page (seed 000 §2); so is settings/mail, drive
 * create's mail settings, which the spreadsheet area shows.
 */
export function effectivePage(page: string, rest: readonly string[]): string {
  if (page === 'workshop' && rest[0] === 'redactor') return 'workshop-redactor';
  if (page === 'settings' && rest[0] === 'mail') return 'settings-mail';
  return page;
}

/** The page an /app/ address shows ('docs', 'workshop-redactor'), or null outside /app/. */
export function pageForAppPath(pathname: string): string | null {
  if (!pathname.startsWith(APP_BASE)) return null;
  const [page = '', ...rest] = pathname.slice(APP_BASE.length).split('/').filter(Boolean);
  return effectivePage(page, rest);
}

/** The area showing an /app/ address (its path only), or null for the shell's pages. */
export function areaForAppPath(pathname: string): AreaName | null {
  const page = pageForAppPath(pathname);
  return page === null ? null : areaForPage(page);
}
