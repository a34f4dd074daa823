import { deliveryErrorsDe } from './delivery-errors.de';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, German (mirrors ru.ts). */
export const de: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'E-Mail-Adresse',
      text: 'Geben Sie die Adresse ein, an die die Datei gesendet wird. Sie wird in Ihrem Profil gespeichert.',
      label: 'E-Mail',
      empty: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      submit: 'Senden',
    },
    telegram: {
      title: 'An Telegram senden',
      text: 'Öffnen Sie unseren Bot in Telegram und tippen Sie auf „Starten“ – die Datei kommt dort an. Verbindungscode:',
      open: 'Bot öffnen',
      waiting: 'Warten auf die Verbindung…',
      connected: 'Telegram ist verbunden, die Datei wird gesendet…',
    },
    yadisk: {
      title: 'Yandex Disk',
      text: 'Erlauben Sie im geöffneten Fenster den Zugriff auf Yandex Disk. Sobald es sich schließt, wird die Datei dort gespeichert.',
      blocked:
        'Der Browser hat das Anmeldefenster blockiert. Klicken Sie auf den Link, um den Zugriff zu erlauben:',
      open: 'Zugriff auf Yandex Disk erlauben',
    },
  },
  outcomes: {
    emailOneFile: 'Per E-Mail kann nur eine Datei gesendet werden',
    rightsNotGranted: 'Die Zugriffsrechte wurden leider nicht erteilt!',
    fileNotReady: 'Die Datei wird noch erstellt: Versuchen Sie es in ein paar Sekunden erneut',
    madeFile: {
      mailSent: 'Die Datei wurde an {{email}} gesendet',
      storageAdded: 'Die Datei ist in Ihrem Speicher gesichert',
      openStorage: 'Speicher öffnen',
      telegramSent: 'Die Datei wurde an Telegram gesendet',
      yadiskSent: 'Die Datei wurde auf Yandex Disk gespeichert',
    },
    selection: {
      mailSent: 'Die Datei wurde an {{email}} gesendet',
      storageAdded: 'Dateien zum Speicher hinzugefügt: {{count}}',
      openStorage: 'Speicher öffnen',
      telegramSent: 'Dateien an den Messenger gesendet: {{count}}',
      yadiskSent: 'Dateien an den Cloud-Speicher gesendet: {{count}}',
    },
  },
  errors: deliveryErrorsDe,
};
