import { deliveryErrorsKz } from './delivery-errors.kz';
import type { DeliveryStrings } from './ru';

/** The delivery flow's dialogs and outcomes, Kazakh (mirrors ru.ts). */
export const kz: DeliveryStrings = {
  dialogs: {
    email: {
      title: 'Электрондық пошта мекенжайы',
      text: 'Файлды жіберетін мекенжайды көрсетіңіз. Ол профиліңізде сақталады.',
      label: 'E-mail',
      empty: 'Электрондық пошта мекенжайын енгізіңіз',
      submit: 'Жіберу',
    },
    telegram: {
      title: 'Telegram-ға жіберу',
      text: 'Telegram-да біздің ботты ашып, «Бастау» батырмасын басыңыз — файл сонда келеді. Қосылу коды:',
      open: 'Ботты ашу',
      waiting: 'Қосылуды күтудеміз…',
      connected: 'Telegram қосылды, файлды жіберудеміз…',
    },
    yadisk: {
      title: 'Яндекс Диск',
      text: 'Ашылған терезеде Яндекс Дискіге қолжетімділікке рұқсат беріңіз. Терезе жабылғанда файл дискіге сақталады.',
      blocked:
        'Браузер кіру терезесін ашуға мүмкіндік бермеді. Рұқсат беру үшін сілтемені басыңыз:',
      open: 'Яндекс Дискіге қолжетімділікке рұқсат беру',
    },
  },
  outcomes: {
    emailOneFile: 'Электрондық поштамен тек бір файл жіберуге болады',
    rightsNotGranted: 'Өкінішке қарай, қолжетімділік құқықтары алынбады!',
    fileNotReady: 'Файл әлі жасалуда: бірнеше секундтан кейін қайталаңыз',
    madeFile: {
      mailSent: 'Файл {{email}} мекенжайына жіберілді',
      storageAdded: 'Файл қоймаға сақталды',
      openStorage: 'Қойманы ашу',
      telegramSent: 'Файл Telegram-ға жіберілді',
      yadiskSent: 'Файл Яндекс Дискіге сақталды',
    },
    selection: {
      mailSent: 'Файл {{email}} мекенжайына жіберілді',
      storageAdded: 'Қоймаға қосылған файлдар: {{count}}',
      openStorage: 'Қойманы ашу',
      telegramSent: 'Мессенджерге жіберілген файлдар: {{count}}',
      yadiskSent: 'Бұлттық дискіге жіберілген файлдар: {{count}}',
    },
  },
  errors: deliveryErrorsKz,
};
