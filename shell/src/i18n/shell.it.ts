import type { ShellStrings } from './shell.ru';

export const shellIt: ShellStrings = {
  topbar: {
    home: 'Alla home',
    login: 'Accedi',
    profile: 'Profilo',
    language: 'Lingua',
  },
  apps: {
    open: 'App',
    title: 'App',
  },
  printPresent: {
    title: 'Copie stampate',
    text: 'I documenti pronti si possono ordinare anche in versione stampata.',
    how: 'Seleziona i file in «File pronti», premi «Ordina la stampa» e completa l’ordine.',
    action: 'Vai all’ordine di stampa',
  },
  alerts: {
    open: 'Avvisi',
    openCount: 'Avvisi: {{number}}',
    title: 'Avvisi',
    empty: 'Nessun avviso',
    hide: 'Nascondi l’avviso «{{title}}»',
  },
  sidebar: {
    label: 'Sezioni',
  },
  mobileMenu: {
    open: 'Menu',
    title: 'Sezioni',
  },
  languageSuggestion: {
    title: 'Lingua dell’interfaccia',
    text: 'Sembra che tu preferisca la lingua «{{language}}». Vuoi passare l’interfaccia a questa lingua?',
    switch: 'Passa a {{language}}',
    stay: 'Lascia così',
  },
  languageModal: {
    title: 'Lingua dell’interfaccia',
  },
  menu: {
    open: 'Menu dell’account',
    profile: 'Profilo',
    licences: 'Licenze',
    stamps: 'Timbri e firme',
    access: 'Accesso al mio account',
    sharedWithMe: 'Account condivisi con me',
    logout: 'Esci',
    exit: 'Esci',
    inAccount: 'Stai lavorando nell’account di {{name}}',
    failed: 'Non è riuscito. Riprova.',
  },
  loginPrompt: {
    text: 'Accedi o registrati per mantenere l’accesso permanente ai tuoi documenti.',
    action: 'Accedi',
  },
  settings: {
    views: 'Visualizzazione degli elenchi',
    thumbnail: 'Miniature',
    list: 'Elenco',
    saved: 'Impostazioni salvate',
    failed: 'Impossibile salvare le impostazioni',
    proFiles: 'File dei documenti PRO',
    backgroundWait:
      'Scarica e stampa in background: continua a lavorare, il file viene scaricato o stampato da solo quando è pronto',
    lists: {
      docs_view: 'I miei documenti',
      ready_view: 'File pronti',
      storage_view: 'Archivio',
      workshop_view: 'I miei modelli',
    },
  },
  notFound: {
    text: 'Questa pagina non esiste. Torna ai tuoi documenti.',
    back: 'Ai miei documenti',
  },
};
