import type { PwaTranslation } from './pwa.ru';

/** The installable app's strings (namespace 'pwa'), Italian. */
export const pwaIt: PwaTranslation = {
  promo: {
    title: "Installa l'app Gramota",
    text: 'Gramota si aprirà dal desktop o dalla schermata Home, in una finestra tutta sua, come qualsiasi altra app.',
    offline:
      "Le sezioni che hai aperto e l'elenco dei documenti restano visibili anche senza internet.",
    install: 'Installa',
    later: 'Non ora',
  },
  installed: {
    title: 'App installata',
    text: 'Gramota è installata. Aprila dal desktop o dalla schermata Home.',
    ok: 'OK',
  },
  intro: {
    title: "L'app Gramota",
    updated: "L'app è stata aggiornata a una nuova versione.",
    text: "Crea attestati, diplomi e certificati dai modelli direttamente nell'app.",
    prices: 'Un documento da {{one}} ₽, tutti i modelli da {{all}} ₽.',
    open: 'Vai ai miei documenti',
  },
};
