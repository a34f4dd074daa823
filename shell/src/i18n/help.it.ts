import type { HelpStrings } from './help.ru';

export const helpIt: HelpStrings = {
  title: 'Guida',
  index: 'Tutti gli argomenti della guida',
  openAsPage: 'Apri come pagina',
  notFound: 'Questo argomento della guida non esiste',
  steps: 'Passaggi',
};
