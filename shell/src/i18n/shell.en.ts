import type { ShellStrings } from './shell.ru';

export const shellEn: ShellStrings = {
  topbar: {
    home: 'Home',
    login: 'Log in',
    profile: 'Profile',
    language: 'Language',
  },
  apps: {
    open: 'Apps',
    title: 'Apps',
  },
  printPresent: {
    title: 'Printed copies',
    text: 'Your finished documents can be ordered as printed copies.',
    how: 'Select files in Ready files, choose "Order printing", then complete the order.',
    action: 'Go to the print order',
  },
  alerts: {
    open: 'Alerts',
    openCount: 'Alerts: {{number}}',
    title: 'Alerts',
    empty: 'No alerts',
    hide: 'Hide the alert "{{title}}"',
  },
  sidebar: {
    label: 'Sections',
  },
  mobileMenu: {
    open: 'Menu',
    title: 'Sections',
  },
  languageSuggestion: {
    title: 'Interface language',
    text: 'It looks like you prefer {{language}}. Switch the interface to it?',
    switch: 'Switch to {{language}}',
    stay: 'Keep it as it is',
  },
  languageModal: {
    title: 'Interface language',
  },
  menu: {
    open: 'Account menu',
    profile: 'Profile',
    licences: 'Licences',
    stamps: 'Stamps and signatures',
    access: 'Access to my account',
    sharedWithMe: 'Accounts shared with me',
    logout: 'Log out',
    exit: 'Exit',
    inAccount: 'Working in the account of {{name}}',
    failed: 'That did not work. Please try again.',
  },
  loginPrompt: {
    text: 'Log in or register to keep permanent access to your documents.',
    action: 'Log in',
  },
  settings: {
    views: 'List views',
    thumbnail: 'Thumbnails',
    list: 'List',
    saved: 'Settings saved',
    failed: 'Settings could not be saved',
    proFiles: 'Files of PRO documents',
    backgroundWait:
      'Download and print in the background: keep working, the file downloads or goes to print by itself when it is ready',
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
