import type { RenderNoteCode } from '@gramota/contracts';

/**
 * The "get the file" flows (seed 001 §4 Creator result states, Donate dialog, Messenger, Cloud
 * disk; §7, §8), Russian. Keys ending in _one/_few/_many/_other are i18next plural forms.
 */
const texts = {
  group: 'Получить документ',
  types: {
    print: 'Печать',
    export: 'Скачать',
    mass: 'Массовое создание',
    'share-mobile': 'На телефон',
    'send-email': 'На e-mail',
    telegram: 'В Telegram',
    yadisk: 'На Яндекс Диск',
    storage: 'В хранилище',
    'print-order': 'Заказать печать',
  },
  massGrey: 'Массовое создание недоступно для документов больше чем из двух шаблонов',
  failed: 'Не удалось получить файл. Проверьте соединение и попробуйте ещё раз.',
  progress: {
    preparing: 'Ваш файл готовится…',
    secondsLeft: 'Осталось {{seconds}} с',
    freeHint: 'Бесплатный файл готовится с задержкой. В PRO-документах файлы готовы сразу.',
    loading: 'Загрузка…',
    sending: 'Отправляем файл…',
    readyExport: 'Файл скачан.',
    readyPrint: 'Файл отправлен на печать.',
    other: 'Другие форматы:',
    jpeg: 'Картинка JPEG',
    pdf: 'PDF',
    directLink: 'Если скачивание не началось, откройте файл по прямой ссылке:',
    directLinkPrint: 'Если окно печати не открылось, откройте файл по прямой ссылке:',
    link: 'Прямая ссылка',
    error: 'ERROR',
    errorHint: 'Файл не удалось загрузить. Попробуйте прямую ссылку:',
  },
  banner: {
    label: 'Подготовка файла',
    preparing: 'Подготовка файла…',
    loading: 'Загрузка…',
    ready: 'Готово',
    error: 'ERROR',
    link: 'Прямая ссылка',
    hide: 'Скрыть',
  },
  donate: {
    title: 'Поддержите проект',
    text: 'Сервис бесплатен для учителей и живёт на поддержку пользователей. Поддержите нас — или продолжите бесплатно.',
    support: 'Поддержать',
    continue: 'Продолжить бесплатно',
    continueIn: 'Продолжить бесплатно ({{seconds}})',
  },
  needSelect: {
    title: 'Выберите шаблон',
    text: 'Чтобы получить файл, выберите для документа шаблон.',
    action: 'Выбрать шаблон',
  },
  timeLimit: {
    title: 'Слишком часто',
    text: 'Бесплатные файлы можно получать не так часто. Подождите немного и попробуйте снова или подключите PRO.',
  },
  bug: {
    title: 'Что-то пошло не так',
    text: 'Файл не удалось подготовить. Мы уже знаем об ошибке; попробуйте ещё раз чуть позже.',
    details: 'Подробности:',
  },
  share: {
    title: 'На телефон',
  },
};

/** need_text's variants (1; 2–3; 4–7; 8 or more, seed 001 §8) with each language's plural forms. */
export type NeedTextStrings = { title: string; one: string } & Record<string, string>;
/**
 * What the render replaced (contracts RenderNote), one sentence per code with the note's name and
 * fallback; pages_cut is plural on `count` (the pages the file holds).
 */
export type RenderNoteStrings = { title: string } & Record<
  Exclude<RenderNoteCode, 'pages_cut'>,
  string
> &
  Record<string, string>;
export type CreatorStrings = typeof texts & {
  needText: NeedTextStrings;
  notes: RenderNoteStrings;
};

export const creatorRu: CreatorStrings = {
  ...texts,
  notes: {
    title: 'Файл сделан с заменами:',
    font_unavailable: 'Шрифт «{{name}}» недоступен, вместо него использован {{fallback}}.',
    font_file_missing:
      'Файл шрифта ({{name}}) не найден на сервере, текст может быть показан похожим шрифтом.',
    picture_missing: 'Картинка «{{name}}» не найдена, документ сделан без неё.',
    stamp_missing: 'Печать или подпись не найдена, документ сделан без неё.',
    qr_invalid: 'В QR-коде неверная ссылка, документ сделан без него.',
    foreign_file: '«{{name}}» — файл не с нашего сайта, документ сделан без него.',
    format_unknown: 'Формат страницы «{{name}}» неизвестен, вместо него использован {{fallback}}.',
    margins_unreadable: 'Поля страницы не удалось прочитать, документ сделан без полей.',
    pages_cut_one: 'Документ длиннее {{count}} страницы: в файл вошла только первая.',
    pages_cut_few: 'Документ длиннее {{count}} страниц: в файл вошли первые {{count}}.',
    pages_cut_many: 'Документ длиннее {{count}} страниц: в файл вошли первые {{count}}.',
    pages_cut_other: 'Документ длиннее {{count}} страницы: в файл вошли первые {{count}}.',
  },
  needText: {
    title: 'Добавьте текст',
    one: 'В документе не заполнен один текст. Заполните его и попробуйте снова.',
    some_one: 'В документе не заполнен {{count}} текст. Заполните его и попробуйте снова.',
    some_few: 'В документе не заполнены {{count}} текста. Заполните их и попробуйте снова.',
    some_many: 'В документе не заполнено {{count}} текстов. Заполните их и попробуйте снова.',
    some_other: 'В документе не заполнено {{count}} текста. Заполните их и попробуйте снова.',
    several_one:
      'В документе пусто в {{count}} месте. Заполните тексты, чтобы документ выглядел законченным.',
    several_few:
      'В документе не заполнены {{count}} текста. Заполните их, чтобы документ выглядел законченным.',
    several_many:
      'В документе не заполнено {{count}} текстов. Заполните их, чтобы документ выглядел законченным.',
    several_other:
      'В документе не заполнено {{count}} текста. Заполните их, чтобы документ выглядел законченным.',
    many_one:
      'Документ почти пуст: не заполнен {{count}} текст. Напишите текст или выберите другой шаблон.',
    many_few:
      'Документ почти пуст: не заполнены {{count}} текста. Напишите текст или выберите другой шаблон.',
    many_many:
      'Документ почти пуст: не заполнено {{count}} текстов. Напишите текст или выберите другой шаблон.',
    many_other:
      'Документ почти пуст: не заполнено {{count}} текста. Напишите текст или выберите другой шаблон.',
  },
};
