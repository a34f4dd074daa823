import type { ShellStrings } from './shell.ru';

export const shellEn: ShellStrings = {
  topbar: {
    home: 'Home',
    login: 'Log in',
    profile: 'Profile',
    language: 'Language',
  },
  sidebar: {
    label: 'Sections',
  },
  languageModal: {
    title: 'Interface language',
  },
  languages: {
    ru: 'Русский',
    en: 'English',
  },
  login: {
    intro: 'Log in or register to keep permanent access to your documents.',
    anonymous: 'You are working without an account: your documents are kept for this browser.',
  },
  profile: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    timezone: 'Time zone',
    anonymous: 'Guest',
    noEmail: 'not set',
  },
  settings: {
    views: 'List views',
    thumbnail: 'Thumbnails',
    list: 'List',
    saved: 'Settings saved',
    failed: 'Settings could not be saved',
    lists: {
      docs_view: 'My documents',
      ready_view: 'Ready files',
      storage_view: 'Storage',
      workshop_view: 'My templates',
    },
  },
  notFound: {
    text: 'There is no such page. Go back to your documents.',
    back: 'To my documents',
  },
};
