import type { AreaName } from '@gramota/contracts';

/**
 * Which area shows which page (ARCHITECTURE §2). Pages not listed here and not in SHELL_PAGES
 * are unknown and get the shell's not-found screen.
 */
export const PAGE_AREAS: Record<string, AreaName> = {
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

/** Pages the shell renders itself. */
export const SHELL_PAGES = ['login', 'profile', 'settings', 'help', 'pwa'] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

export const DEFAULT_PAGE = 'docs';

export function areaForPage(page: string): AreaName | null {
  return Object.hasOwn(PAGE_AREAS, page) ? PAGE_AREAS[page]! : null;
}

export function isShellPage(page: string): page is ShellPage {
  return (SHELL_PAGES as readonly string[]).includes(page);
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
