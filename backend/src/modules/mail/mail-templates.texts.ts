import type { Language } from '@gramota/contracts';
import type { PluralForms } from './text-fill';

/** The one-time code e-mail's words; `validity` has the code's lifetime as `{{count}}` minutes. */
export interface CodeMailTexts {
  quick: { subject: string; lead: string };
  reset: { subject: string; lead: string };
  hello: string;
  validity: PluralForms;
  ignore: string;
  signature: string;
}

/** A ready file's e-mail; `subject` has the doc's name as `{{name}}`. */
export interface FileMailTexts {
  subject: string;
  hello: string;
  lead: string;
  formats: string;
  why: string;
  signature: string;
}

// Belarusian keeps the product's name undeclined ('Грамота: …'), as a name, not the common noun.
export const CODE_MAIL_TEXTS: Record<Language, CodeMailTexts> = {
  ru: {
    quick: { subject: 'Код для входа в Грамоту', lead: 'Ваш код для входа:' },
    reset: { subject: 'Код для смены пароля в Грамоте', lead: 'Ваш код для смены пароля:' },
    hello: 'Здравствуйте!',
    validity: {
      one: 'Код действует {{count}} минуту и подходит один раз.',
      few: 'Код действует {{count}} минуты и подходит один раз.',
      many: 'Код действует {{count}} минут и подходит один раз.',
      other: 'Код действует {{count}} минуты и подходит один раз.',
    },
    ignore: 'Если вы не запрашивали код, просто не обращайте внимания на это письмо.',
    signature: '— Грамота',
  },
  en: {
    quick: { subject: 'Your Gramota sign-in code', lead: 'Your sign-in code:' },
    reset: { subject: 'Your Gramota password reset code', lead: 'Your password reset code:' },
    hello: 'Hello!',
    validity: {
      one: 'The code is valid for {{count}} minute and works once.',
      other: 'The code is valid for {{count}} minutes and works once.',
    },
    ignore: 'If you did not ask for a code, simply ignore this e-mail.',
    signature: '— Gramota',
  },
  uk: {
    quick: { subject: 'Код для входу в Грамоту', lead: 'Ваш код для входу:' },
    reset: { subject: 'Код для зміни пароля в Грамоті', lead: 'Ваш код для зміни пароля:' },
    hello: 'Доброго дня!',
    validity: {
      one: 'Код діє {{count}} хвилину, і його можна використати один раз.',
      few: 'Код діє {{count}} хвилини, і його можна використати один раз.',
      many: 'Код діє {{count}} хвилин, і його можна використати один раз.',
      other: 'Код діє {{count}} хвилини, і його можна використати один раз.',
    },
    ignore: 'Якщо ви не запитували код, просто не звертайте уваги на цей лист.',
    signature: '— Грамота',
  },
  kz: {
    quick: { subject: 'Грамотаға кіру коды', lead: 'Кіру кодыңыз:' },
    reset: {
      subject: 'Грамотадағы құпиясөзді өзгерту коды',
      lead: 'Құпиясөзді өзгерту кодыңыз:',
    },
    hello: 'Сәлеметсіз бе!',
    validity: {
      one: 'Код {{count}} минут бойы жарамды және бір рет қана қолданылады.',
      other: 'Код {{count}} минут бойы жарамды және бір рет қана қолданылады.',
    },
    ignore: 'Егер сіз код сұрамаған болсаңыз, бұл хатқа назар аудармаңыз.',
    signature: '— Грамота',
  },
  be: {
    quick: { subject: 'Грамота: код для ўваходу', lead: 'Ваш код для ўваходу:' },
    reset: { subject: 'Грамота: код для змены пароля', lead: 'Ваш код для змены пароля:' },
    hello: 'Добры дзень!',
    validity: {
      one: 'Код дзейнічае {{count}} хвіліну, і яго можна выкарыстаць адзін раз.',
      few: 'Код дзейнічае {{count}} хвіліны, і яго можна выкарыстаць адзін раз.',
      many: 'Код дзейнічае {{count}} хвілін, і яго можна выкарыстаць адзін раз.',
      other: 'Код дзейнічае {{count}} хвіліны, і яго можна выкарыстаць адзін раз.',
    },
    ignore: 'Калі вы не запытвалі код, проста не звяртайце ўвагі на гэты ліст.',
    signature: '— Грамота',
  },
  de: {
    quick: { subject: 'Ihr Anmeldecode für Gramota', lead: 'Ihr Anmeldecode:' },
    reset: {
      subject: 'Ihr Code zum Zurücksetzen des Gramota-Passworts',
      lead: 'Ihr Code zum Zurücksetzen des Passworts:',
    },
    hello: 'Guten Tag!',
    validity: {
      one: 'Der Code ist {{count}} Minute gültig und kann einmal verwendet werden.',
      other: 'Der Code ist {{count}} Minuten gültig und kann einmal verwendet werden.',
    },
    ignore: 'Wenn Sie keinen Code angefordert haben, können Sie diese E-Mail einfach ignorieren.',
    signature: '— Gramota',
  },
  it: {
    quick: { subject: 'Il tuo codice di accesso a Gramota', lead: 'Il tuo codice di accesso:' },
    reset: {
      subject: 'Il tuo codice per reimpostare la password di Gramota',
      lead: 'Il tuo codice per reimpostare la password:',
    },
    hello: 'Buongiorno!',
    validity: {
      one: 'Il codice è valido per {{count}} minuto e si può usare una sola volta.',
      many: 'Il codice è valido per {{count}} minuti e si può usare una sola volta.',
      other: 'Il codice è valido per {{count}} minuti e si può usare una sola volta.',
    },
    ignore: 'Se non hai richiesto un codice, ignora semplicemente questa e-mail.',
    signature: '— Gramota',
  },
};

export const FILE_MAIL_TEXTS: Record<Language, FileMailTexts> = {
  ru: {
    subject: 'Ваш файл «{{name}}» из Грамоты',
    hello: 'Здравствуйте!',
    lead: 'Во вложении ваш документ:',
    formats: 'JPEG — для печати (300 dpi), PDF — с текстом, который можно выделить.',
    why: 'Вы получили это письмо, потому что отправили файл себе на почту в Грамоте.',
    signature: '— Грамота',
  },
  en: {
    subject: 'Your file “{{name}}” from Gramota',
    hello: 'Hello!',
    lead: 'Your document is attached:',
    formats: 'JPEG for printing (300 dpi), PDF with selectable text.',
    why: 'You received this e-mail because you sent the file to yourself in Gramota.',
    signature: '— Gramota',
  },
  uk: {
    subject: 'Ваш файл „{{name}}“ із Грамоти',
    hello: 'Доброго дня!',
    lead: 'У вкладенні ваш документ:',
    formats: 'JPEG — для друку (300 dpi), PDF — з текстом, який можна виділити.',
    why: 'Ви отримали цей лист, тому що надіслали файл собі на пошту в Грамоті.',
    signature: '— Грамота',
  },
  kz: {
    subject: 'Грамотадан «{{name}}» файлыңыз',
    hello: 'Сәлеметсіз бе!',
    lead: 'Құжатыңыз тіркемеде:',
    formats: 'JPEG — басып шығаруға (300 dpi), PDF — мәтінін белгілеуге болады.',
    why: 'Бұл хат сізге Грамотада файлды өз поштаңызға жібергеніңіз үшін келді.',
    signature: '— Грамота',
  },
  be: {
    subject: 'Грамота: ваш файл „{{name}}“',
    hello: 'Добры дзень!',
    lead: 'У далучэнні ваш дакумент:',
    formats: 'JPEG — для друку (300 dpi), PDF — з тэкстам, які можна вылучыць.',
    why: 'Вы атрымалі гэты ліст, бо ў сэрвісе «Грамота» адправілі файл сабе на пошту.',
    signature: '— Грамота',
  },
  de: {
    subject: 'Ihre Datei „{{name}}“ aus Gramota',
    hello: 'Guten Tag!',
    lead: 'Im Anhang finden Sie Ihr Dokument:',
    formats: 'JPEG zum Drucken (300 dpi), PDF mit markierbarem Text.',
    why: 'Sie erhalten diese E-Mail, weil Sie sich die Datei in Gramota selbst geschickt haben.',
    signature: '— Gramota',
  },
  it: {
    subject: 'Il tuo file «{{name}}» da Gramota',
    hello: 'Buongiorno!',
    lead: 'In allegato trovi il tuo documento:',
    formats: 'JPEG per la stampa (300 dpi), PDF con testo selezionabile.',
    why: 'Hai ricevuto questa e-mail perché ti sei inviato il file da Gramota.',
    signature: '— Gramota',
  },
};
