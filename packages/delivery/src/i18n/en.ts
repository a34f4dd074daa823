import { deliveryErrors } from '@gramota/contracts';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, English (mirrors ru.ts). */
export const en: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'E-mail address',
      text: 'Enter the address to send the file to. It is saved in your profile.',
      label: 'E-mail',
      empty: 'Please enter your email address',
      submit: 'Send',
    },
    telegram: {
      title: 'Send to Telegram',
      text: 'Open our bot in Telegram and press “Start”: the file will arrive there. The connection code:',
      open: 'Open the bot',
      waiting: 'Waiting for the connection…',
      connected: 'Telegram is connected, sending the file…',
    },
    yadisk: {
      title: 'Yandex Disk',
      text: 'Allow access to Yandex Disk in the window that opened. When it closes, the file is saved to the disk.',
      blocked: 'The browser did not let the sign-in window open. Click the link to allow access:',
      open: 'Allow access to Yandex Disk',
    },
  },
  outcomes: {
    emailOneFile: 'Only one file can be sent by e-mail',
    rightsNotGranted: 'Unfortunately, access rights were not granted!',
    fileNotReady: 'The file is still being made: try again in a few seconds',
    madeFile: {
      mailSent: 'The file has been sent to {{email}}',
      storageAdded: 'The file is saved in your storage',
      openStorage: 'Open storage',
      telegramSent: 'The file has been sent to Telegram',
      yadiskSent: 'The file has been saved to Yandex Disk',
    },
    selection: {
      mailSent: 'The file was sent to {{email}}',
      storageAdded: 'Files added to the storage: {{count}}',
      openStorage: 'Open the storage',
      telegramSent: 'Files sent to the messenger: {{count}}',
      yadiskSent: 'Files sent to the cloud disk: {{count}}',
    },
  },
  errors: { ...deliveryErrors },
};
