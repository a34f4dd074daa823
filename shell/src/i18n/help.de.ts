import type { HelpStrings } from './help.ru';

export const helpDe: HelpStrings = {
  title: 'Hilfe',
  index: 'Alle Hilfethemen',
  openAsPage: 'Als eigene Seite öffnen',
  notFound: 'Dieses Hilfethema gibt es nicht',
  steps: 'Schritte',
};
