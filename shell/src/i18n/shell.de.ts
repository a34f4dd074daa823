import type { ShellStrings } from './shell.ru';

export const shellDe: ShellStrings = {
  topbar: {
    home: 'Zur Startseite',
    login: 'Anmelden',
    profile: 'Profil',
    language: 'Sprache',
  },
  apps: {
    open: 'Apps',
    title: 'Apps',
  },
  printPresent: {
    title: 'Gedruckte Exemplare',
    text: 'Fertige Dokumente können Sie auch gedruckt bestellen.',
    how: 'Wählen Sie die Dateien unter „Fertige Dateien“ aus, klicken Sie auf „Druck bestellen“ und schließen Sie die Bestellung ab.',
    action: 'Zur Druckbestellung',
  },
  alerts: {
    open: 'Benachrichtigungen',
    openCount: 'Benachrichtigungen: {{number}}',
    title: 'Benachrichtigungen',
    empty: 'Keine Benachrichtigungen',
    hide: 'Benachrichtigung „{{title}}“ ausblenden',
  },
  sidebar: {
    label: 'Bereiche',
  },
  mobileMenu: {
    open: 'Menü',
    title: 'Bereiche',
  },
  languageSuggestion: {
    title: 'Sprache der Oberfläche',
    text: 'Anscheinend ist Ihnen {{language}} lieber. Soll die Oberfläche darauf umgestellt werden?',
    switch: 'Auf {{language}} umstellen',
    stay: 'So lassen',
  },
  languageModal: {
    title: 'Sprache der Oberfläche',
  },
  menu: {
    open: 'Kontomenü',
    profile: 'Profil',
    licences: 'Lizenzen',
    stamps: 'Stempel und Unterschriften',
    access: 'Zugriff auf mein Konto',
    sharedWithMe: 'Für mich freigegebene Konten',
    logout: 'Abmelden',
    exit: 'Verlassen',
    inAccount: 'Sie arbeiten im Konto von {{name}}',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  },
  loginPrompt: {
    text: 'Melden Sie sich an oder registrieren Sie sich, um dauerhaft auf Ihre Dokumente zugreifen zu können.',
    action: 'Anmelden',
  },
  settings: {
    views: 'Listenansicht',
    thumbnail: 'Miniaturen',
    list: 'Liste',
    saved: 'Einstellungen gespeichert',
    failed: 'Die Einstellungen konnten nicht gespeichert werden',
    proFiles: 'Dateien von PRO-Dokumenten',
    backgroundWait:
      'Im Hintergrund herunterladen und drucken: Sie arbeiten weiter, die Datei wird von selbst heruntergeladen oder gedruckt, sobald sie fertig ist',
    lists: {
      docs_view: 'Meine Dokumente',
      ready_view: 'Fertige Dateien',
      storage_view: 'Speicher',
      workshop_view: 'Meine Vorlagen',
    },
  },
  notFound: {
    text: 'Diese Seite gibt es nicht. Kehren Sie zu Ihren Dokumenten zurück.',
    back: 'Zu meinen Dokumenten',
  },
};
