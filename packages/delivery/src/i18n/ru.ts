import { deliveryErrorsRu } from './delivery-errors.ru';

/**
 * The delivery flow's dialogs and outcomes (seed 001 §4 Messenger, Cloud disk, §5, §6, §8; seed
 * 000 §8), Russian. `madeFile`: the editor speaks of the one file it just made; `selection`:
 * Ready files counts the files picked in its list.
 */
const texts = {
  dialogs: {
    email: {
      title: 'Адрес электронной почты',
      text: 'Укажите адрес, на который отправить файл. Он сохранится в вашем профиле.',
      label: 'E-mail',
      empty: 'Пожалуйста, введите адрес электронной почты',
      submit: 'Отправить',
    },
    telegram: {
      title: 'Отправка в Telegram',
      text: 'Откройте нашего бота в Telegram и нажмите «Старт» — файл придёт туда. Код подключения:',
      open: 'Открыть бота',
      waiting: 'Ждём подключения…',
      connected: 'Telegram подключён, отправляем файл…',
    },
    yadisk: {
      title: 'Яндекс Диск',
      text: 'Разрешите доступ к Яндекс Диску в открывшемся окне. Когда окно закроется, файл сохранится на диск.',
      blocked: 'Браузер не дал открыть окно входа. Нажмите на ссылку, чтобы разрешить доступ:',
      open: 'Разрешить доступ к Яндекс Диску',
    },
  },
  outcomes: {
    emailOneFile: 'По электронной почте можно отправить только один файл',
    rightsNotGranted: 'К сожалению, права доступа не получены!',
    fileNotReady: 'Файл ещё создаётся: попробуйте через несколько секунд',
    madeFile: {
      mailSent: 'Файл отправлен на {{email}}',
      storageAdded: 'Файл сохранён в хранилище',
      openStorage: 'Открыть хранилище',
      telegramSent: 'Файл отправлен в Telegram',
      yadiskSent: 'Файл сохранён на Яндекс Диск',
    },
    selection: {
      mailSent: 'Файл отправлен на {{email}}',
      storageAdded: 'Файлов добавлено в хранилище: {{count}}',
      openStorage: 'Открыть хранилище',
      telegramSent: 'Файлов отправлено в мессенджер: {{count}}',
      yadiskSent: 'Файлов отправлено на облачный диск: {{count}}',
    },
  },
  errors: deliveryErrorsRu,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DeliveryStrings = Widen<typeof texts>;
export const ru: DeliveryStrings = texts;
