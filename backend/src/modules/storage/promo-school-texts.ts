import type { Language, PromoSchoolAnswer } from '@gramota/contracts';

/** Where a teacher asks for a school account: the pay page. */
export const PROMO_SCHOOL_ACTION_URL = '/app/pay/';

export type PromoTexts = Pick<PromoSchoolAnswer, 'title' | 'text' | 'features'>;

/**
 * The school account offer (seed 001 §7 promo-school-modal), shown from the storage because
 * sharing folders between colleagues is what a school account is for. Plain text: the area
 * renders it as text, never as HTML.
 */
export const PROMO_SCHOOL_TEXTS: Record<Language, PromoTexts> = {
  ru: {
    title: 'Школьный аккаунт',
    text: [
      'Школьный аккаунт объединяет учителей одной школы. Коллеги открывают друг другу папки с ' +
        'грамотами и дипломами прямо в хранилище — не нужно пересылать файлы по почте.',
      'Завуч проверяет документы до печати, а школа оплачивает доступ один раз за всех ' +
        'сотрудников.',
    ],
    features: [
      'Общие папки для коллег: только просмотр или редактирование',
      'Завуч или директор проверяет грамоты перед печатью',
      'Одна оплата за весь педагогический коллектив',
      'Счёт и закрывающие документы для бухгалтерии',
    ],
  },
  en: {
    title: 'School account',
    text: [
      'A school account brings the teachers of one school together. Colleagues open folders of ' +
        'certificates and diplomas to each other right in the storage, with no files sent by ' +
        'e-mail.',
      'The head teacher checks the documents before they are printed, and the school pays once ' +
        'for the whole staff.',
    ],
    features: [
      'Shared folders for colleagues: view only or edit',
      'The head teacher or principal checks certificates before printing',
      'One payment for the whole teaching staff',
      'An invoice and closing documents for the accountant',
    ],
  },
  uk: {
    title: 'Шкільний обліковий запис',
    text: [
      'Шкільний обліковий запис об’єднує вчителів однієї школи. Колеги відкривають одне одному ' +
        'папки з грамотами й дипломами просто у Сховищі — не потрібно пересилати файли поштою.',
      'Завуч перевіряє документи перед друком, а школа оплачує доступ один раз за всіх ' +
        'працівників.',
    ],
    features: [
      'Спільні папки для колег: лише перегляд або редагування',
      'Завуч або директор перевіряє грамоти перед друком',
      'Одна оплата за весь педагогічний колектив',
      'Рахунок і закривні документи для бухгалтерії',
    ],
  },
  kz: {
    title: 'Мектеп аккаунты',
    text: [
      'Мектеп аккаунты бір мектептің мұғалімдерін біріктіреді. Әріптестер мақтау қағаздары мен ' +
        'дипломдар салынған қалталарды бір-біріне тікелей Қоймада ашады — файлдарды поштамен ' +
        'жіберудің қажеті жоқ.',
      'Оқу ісінің меңгерушісі құжаттарды басып шығарар алдында тексереді, ал мектеп барлық ' +
        'қызметкерлер үшін бір рет төлейді.',
    ],
    features: [
      'Әріптестерге ортақ қалталар: тек қарау немесе өңдеу',
      'Оқу ісінің меңгерушісі немесе директор мақтау қағаздарын басып шығарар алдында тексереді',
      'Бүкіл педагогикалық ұжым үшін бір төлем',
      'Бухгалтерияға арналған шот және жабу құжаттары',
    ],
  },
  be: {
    title: 'Школьны акаўнт',
    text: [
      'Школьны акаўнт аб’ядноўвае настаўнікаў адной школы. Калегі адкрываюць адзін аднаму тэчкі ' +
        'з граматамі і дыпломамі проста ў Сховішчы — не трэба перасылаць файлы па пошце.',
      'Завуч правярае дакументы перад друкам, а школа аплачвае доступ адзін раз за ўсіх ' +
        'супрацоўнікаў.',
    ],
    features: [
      'Агульныя тэчкі для калег: толькі прагляд або рэдагаванне',
      'Завуч або дырэктар правярае граматы перад друкам',
      'Адна аплата за ўвесь педагагічны калектыў',
      'Рахунак і закрывальныя дакументы для бухгалтэрыі',
    ],
  },
  de: {
    title: 'Schulkonto',
    text: [
      'Ein Schulkonto verbindet die Lehrkräfte einer Schule. Kolleginnen und Kollegen geben ' +
        'einander Ordner mit Urkunden und Diplomen direkt im Speicher frei, ohne Dateien per ' +
        'E-Mail zu verschicken.',
      'Die Schulleitung prüft die Dokumente vor dem Druck, und die Schule bezahlt den Zugang ' +
        'einmal für das ganze Kollegium.',
    ],
    features: [
      'Gemeinsame Ordner für Kollegen: nur ansehen oder bearbeiten',
      'Die Schulleitung oder ihre Stellvertretung prüft Urkunden vor dem Druck',
      'Eine Zahlung für das ganze Kollegium',
      'Rechnung und Abschlussunterlagen für die Buchhaltung',
    ],
  },
  it: {
    title: 'Account della scuola',
    text: [
      'L’account della scuola riunisce gli insegnanti di una stessa scuola. I colleghi si ' +
        'condividono le cartelle di attestati e diplomi direttamente nell’Archivio, senza ' +
        'inviare file per e-mail.',
      'Il vicepreside controlla i documenti prima della stampa e la scuola paga l’accesso una ' +
        'sola volta per tutto il personale.',
    ],
    features: [
      'Cartelle condivise per i colleghi: solo visualizzazione o modifica',
      'Il vicepreside o il dirigente scolastico controlla gli attestati prima della stampa',
      'Un unico pagamento per tutto il corpo docente',
      'Fattura e documenti contabili per l’amministrazione',
    ],
  },
};
