import { deliveryErrorsBe } from './delivery-errors.be';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, Belarusian (mirrors ru.ts). */
export const be: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'Адрас электроннай пошты',
      text: 'Укажыце адрас, на які адправіць файл. Ён захаваецца ў вашым профілі.',
      label: 'E-mail',
      empty: 'Калі ласка, увядзіце адрас электроннай пошты',
      submit: 'Адправіць',
    },
    telegram: {
      title: 'Адпраўка ў Telegram',
      text: 'Адкрыйце нашага бота ў Telegram і націсніце „Пачаць“ — файл прыйдзе туды. Код падключэння:',
      open: 'Адкрыць бота',
      waiting: 'Чакаем падключэння…',
      connected: 'Telegram падключаны, адпраўляем файл…',
    },
    yadisk: {
      title: 'Яндекс Дыск',
      text: 'Дазвольце доступ да Яндекс Дыска ў акне, якое адкрылася. Калі акно закрыецца, файл захаваецца на дыск.',
      blocked: 'Браўзер не даў адкрыць акно ўваходу. Націсніце на спасылку, каб дазволіць доступ:',
      open: 'Дазволіць доступ да Яндекс Дыска',
    },
  },
  outcomes: {
    emailOneFile: 'Па электроннай пошце можна адправіць толькі адзін файл',
    rightsNotGranted: 'На жаль, правы доступу не атрыманы!',
    fileNotReady: 'Файл яшчэ ствараецца: паспрабуйце праз некалькі секунд',
    madeFile: {
      mailSent: 'Файл адпраўлены на {{email}}',
      storageAdded: 'Файл захаваны ў сховішчы',
      openStorage: 'Адкрыць сховішча',
      telegramSent: 'Файл адпраўлены ў Telegram',
      yadiskSent: 'Файл захаваны на Яндекс Дыск',
    },
    selection: {
      mailSent: 'Файл адпраўлены на {{email}}',
      storageAdded: 'Файлаў дададзена ў сховішча: {{count}}',
      openStorage: 'Адкрыць сховішча',
      telegramSent: 'Файлаў адпраўлена ў месенджар: {{count}}',
      yadiskSent: 'Файлаў адпраўлена на воблачны дыск: {{count}}',
    },
  },
  errors: deliveryErrorsBe,
};
