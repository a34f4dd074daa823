/** Sidebar entries in display order; `loggedInOnly` hides settings from visitors (seed 000 §2). */
export interface SidebarLink {
  page: string;
  /** Other pages that highlight this entry. */
  alsoActiveOn?: string[];
  icon: string;
  loggedInOnly?: boolean;
}

// 24x24 outline icons (single path each).
export const SIDEBAR_LINKS: SidebarLink[] = [
  {
    page: 'docs',
    icon: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
    alsoActiveOn: ['redactor', 'spreadsheet'],
  },
  { page: 'templates', icon: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z' },
  { page: 'ready', icon: 'M4 4h16v16H4zM8 12l3 3 5-6' },
  { page: 'storage', icon: 'M3 7h7l2 2h9v11H3zM3 7V5h7' },
  { page: 'drive', icon: 'M2 16l5-10h10l5 10zM2 16v3h20v-3M6 17.5h2' },
  {
    page: 'workshop',
    icon: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
    alsoActiveOn: ['workshop-redactor'],
  },
  { page: 'pay', icon: 'M2 6h20v12H2zM2 10h20M6 15h4', alsoActiveOn: ['invoice'] },
  {
    page: 'settings',
    icon: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
    loggedInOnly: true,
  },
];

export function isLinkActive(link: SidebarLink, currentPage: string): boolean {
  return link.page === currentPage || (link.alsoActiveOn ?? []).includes(currentPage);
}

/** The entries a visitor or a signed-in teacher sees, for the sidebar and the mobile menu alike. */
export function visibleSidebarLinks(loggedIn: boolean): SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => loggedIn || !link.loggedInOnly);
}
