/** The pages a teacher reaches, with the English heading each one shows. */
export const areaTitles = {
  docs: 'My documents',
  templates: 'Templates',
  ready: 'Ready files',
  storage: 'Storage',
  drive: 'Drive',
  redactor: 'Document editor',
  spreadsheet: 'Mass creation',
  workshop: 'My templates',
  pay: 'Payment',
} as const;

export type AreaName = keyof typeof areaTitles;

/** Sidebar entries in the order a teacher sees them (anonymous: no settings). */
export const sidebarPages = [
  'docs',
  'templates',
  'ready',
  'storage',
  'drive',
  'workshop',
  'pay',
] as const satisfies readonly AreaName[];

export const windowTitle = (area: AreaName): string => `${areaTitles[area]} — Gramota`;
