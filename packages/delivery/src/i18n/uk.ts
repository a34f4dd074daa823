import { deliveryErrorsUk } from './delivery-errors.uk';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, Ukrainian (mirrors ru.ts). */
export const uk: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'Адреса електронної пошти',
      text: 'Вкажіть адресу, на яку надіслати файл. Вона збережеться у вашому профілі.',
      label: 'E-mail',
      empty: 'Будь ласка, введіть адресу електронної пошти',
      submit: 'Надіслати',
    },
    telegram: {
      title: 'Надсилання в Telegram',
      text: 'Відкрийте нашого бота в Telegram і натисніть „Почати“ — файл прийде туди. Код підключення:',
      open: 'Відкрити бота',
      waiting: 'Чекаємо на підключення…',
      connected: 'Telegram підключено, надсилаємо файл…',
    },
    yadisk: {
      title: 'Яндекс Диск',
      text: 'Дозвольте доступ до Яндекс Диска у вікні, що відкрилося. Коли вікно закриється, файл збережеться на диск.',
      blocked: 'Браузер не дав відкрити вікно входу. Натисніть на посилання, щоб дозволити доступ:',
      open: 'Дозволити доступ до Яндекс Диска',
    },
  },
  outcomes: {
    emailOneFile: 'Електронною поштою можна надіслати лише один файл',
    rightsNotGranted: 'На жаль, права доступу не отримано!',
    fileNotReady: 'Файл ще створюється: спробуйте за кілька секунд',
    madeFile: {
      mailSent: 'Файл надіслано на {{email}}',
      storageAdded: 'Файл збережено у сховищі',
      openStorage: 'Відкрити сховище',
      telegramSent: 'Файл надіслано в Telegram',
      yadiskSent: 'Файл збережено на Яндекс Диск',
    },
    selection: {
      mailSent: 'Файл надіслано на {{email}}',
      storageAdded: 'Файлів додано до сховища: {{count}}',
      openStorage: 'Відкрити сховище',
      telegramSent: 'Файлів надіслано в месенджер: {{count}}',
      yadiskSent: 'Файлів надіслано на хмарний диск: {{count}}',
    },
  },
  errors: deliveryErrorsUk,
};
