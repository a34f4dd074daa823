import { deliveryErrorsIt } from './delivery-errors.it';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, Italian (mirrors ru.ts). */
export const it: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'Indirizzo email',
      text: 'Indica l’indirizzo a cui inviare il file. Verrà salvato nel tuo profilo.',
      label: 'Email',
      empty: 'Inserisci il tuo indirizzo email',
      submit: 'Invia',
    },
    telegram: {
      title: 'Invio su Telegram',
      text: 'Apri il nostro bot su Telegram e premi «Avvia»: il file arriverà lì. Codice di collegamento:',
      open: 'Apri il bot',
      waiting: 'In attesa del collegamento…',
      connected: 'Telegram è collegato, invio del file…',
    },
    yadisk: {
      title: 'Yandex Disk',
      text: 'Consenti l’accesso a Yandex Disk nella finestra che si è aperta. Quando si chiude, il file viene salvato sul disco.',
      blocked:
        'Il browser ha bloccato la finestra di accesso. Clicca sul link per consentire l’accesso:',
      open: 'Consenti l’accesso a Yandex Disk',
    },
  },
  outcomes: {
    emailOneFile: 'Via email si può inviare un solo file',
    rightsNotGranted: 'Purtroppo i permessi di accesso non sono stati concessi!',
    fileNotReady: 'Il file è ancora in creazione: riprova tra qualche secondo',
    madeFile: {
      mailSent: 'Il file è stato inviato a {{email}}',
      storageAdded: 'Il file è stato salvato nel tuo archivio',
      openStorage: 'Apri l’archivio',
      telegramSent: 'Il file è stato inviato su Telegram',
      yadiskSent: 'Il file è stato salvato su Yandex Disk',
    },
    selection: {
      mailSent: 'Il file è stato inviato a {{email}}',
      storageAdded: 'File aggiunti all’archivio: {{count}}',
      openStorage: 'Apri l’archivio',
      telegramSent: 'File inviati al messenger: {{count}}',
      yadiskSent: 'File inviati al disco cloud: {{count}}',
    },
  },
  errors: deliveryErrorsIt,
};
