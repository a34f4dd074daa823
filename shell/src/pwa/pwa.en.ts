import type { PwaTranslation } from './pwa.ru';

/** The installable app's strings (namespace 'pwa'), English: the same keys as pwa.ru.ts. */
export const pwaEn: PwaTranslation = {
  promo: {
    title: 'Install the Gramota app',
    text: 'Gramota will open from your desktop or home screen, in its own window, like any other app.',
    offline: 'The sections you opened and your document list stay visible without the internet.',
    install: 'Install',
    later: 'Not now',
  },
  installed: {
    title: 'App installed',
    text: 'Gramota is installed. Open it from your desktop or home screen.',
    ok: 'OK',
  },
  intro: {
    title: 'The Gramota app',
    updated: 'The app has been updated to a new version.',
    text: 'Make certificates, diplomas and letters of thanks from templates right in the app.',
    prices: 'A document from {{one}} ₽, all templates from {{all}} ₽.',
    open: 'Go to my documents',
  },
};
