import type { CommonStrings } from './ru';

export const en: CommonStrings = {
  product: 'Gramota',
  pages: {
    docs: 'My documents',
    templates: 'Templates',
    ready: 'Ready files',
    storage: 'Storage',
    drive: 'Drive',
    redactor: 'Document editor',
    spreadsheet: 'Mass creation',
    workshop: 'My templates',
    'workshop-redactor': 'Template editor',
    pay: 'Payment',
    invoice: 'Invoice',
    print: 'Print',
    login: 'Log in',
    profile: 'Profile',
    settings: 'Settings',
    'not-found': 'Page not found',
  },
  errors: {
    dataRetrieval: 'Data retrieval error',
    dataRetrievalHint: 'Check your connection and try again.',
    retry: 'Try again',
    areaCrashed: 'This section could not open.',
    offline: 'No connection to the server',
  },
  actions: {
    close: 'Close',
  },
  units: {
    sizes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB'],
  },
};
