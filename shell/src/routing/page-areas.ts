// Which area shows which page is shared with the backend (its preload hints): contracts.
export { PAGE_AREAS, areaForPage, effectivePage } from '@gramota/contracts';

/** Pages the shell renders itself. */
export const SHELL_PAGES = ['login', 'profile', 'settings', 'help', 'pwa', 'stamps'] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

export const DEFAULT_PAGE = 'docs';

export function isShellPage(page: string): page is ShellPage {
  return (SHELL_PAGES as readonly string[]).includes(page);
}
