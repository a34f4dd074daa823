/** Russian strings of Drive create and the mail pages (namespace 'spreadsheet', key 'drive'). */
export const driveRu = {
  button: 'Создать в Диске',
  title: 'Создать документы в Диске',
  rows_one: 'Будет создан {{count}} документ',
  rows_few: 'Будет создано {{count}} документа',
  rows_many: 'Будет создано {{count}} документов',
  rows_other: 'Будет создано {{count}} документа',
  mailTemplate: 'Шаблон письма',
  editTemplates: 'Изменить шаблоны',
  mailSettings: 'Настройки почты',
  emailSend: 'Отправить каждый файл на e-mail из столбца E-mail',
  emailSendHint:
    'Чтобы рассылать файлы, выберите для столбца с адресами поле «E-mail»: нажмите на его заголовок.',
  namesDoubt:
    'Имена в строках {{rows}} напечатаются как в списке: программа не уверена, как их склонять. Проверить их можно кнопкой «Создать документы».',
  genderUnknown:
    'В строках {{rows}} пол ученика не определён: слова, зависящие от пола, останутся как в шаблоне. Укажите пол в столбце «Пол».',
  delayValue: 'Отправить через',
  delayUnit: 'Единица',
  units: { minutes: 'минут', hours: 'часов', days: 'дней' },
  folder: 'Папка в Диске',
  folderRoot: 'Диск (корень)',
  yadisk: 'Также сохранить на Яндекс Диск',
  genuine: 'Подлинность документа (QR-проверка)',
  create: 'Создать',
  creating: 'Создаём…',
  rowError: 'Строка {{row}}: {{text}}',
  errors: {
    not_found: 'Не найдено',
    mask_invalid: 'Не удалось прочитать строки',
    mask_empty: 'Отметьте хотя бы одну строку с данными',
    mask_too_many: 'За один раз можно создать не больше 30 документов',
    massmask_invalid: 'Не удалось прочитать строку',
    key_unknown: 'В документе нет такой метки',
    cell_too_long: 'В ячейке может быть не больше 1000 символов',
    email_missing: 'Нужен адрес в столбце E-mail',
    email_invalid: 'Это не адрес электронной почты',
    timeout_invalid: 'Укажите задержку целым числом',
    folder_invalid: 'Такой папки нет',
    mail_template_invalid: 'Такого шаблона письма нет',
    mass_need_pro: 'Массовое создание документов доступно с PRO',
    in_trash: 'Восстановите документ или папку перед открытием!',
    field_invalid: 'Это значение не подходит',
    template_name: 'Дайте шаблону название',
    template_subject: 'Укажите тему письма',
    template_body: 'Напишите текст письма',
    template_too_long: 'Слишком длинный текст',
    templates_full: 'Можно хранить не больше 50 шаблонов писем; удалите один',
    template_default: 'Стандартный шаблон нельзя изменить или удалить',
    sender_name: 'Слишком длинное имя отправителя',
    reply_to: 'Это не адрес электронной почты',
    mail_need_verified:
      'Чтобы отправлять письма, подтвердите свой адрес электронной почты: один раз войдите по коду, который придёт на него.',
    internal: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  templatePage: {
    title: 'Шаблон письма',
    name: 'Название',
    subject: 'Тема',
    body: 'Текст письма',
    hint: 'Подстановки: {name} — название файла, {email} — адрес, {Метка} — значение столбца.',
    save: 'Сохранить',
    remove: 'Удалить',
    saved: 'Шаблон сохранён',
    removed: 'Шаблон удалён',
    readOnly: 'Стандартный шаблон нельзя изменить. Создайте свой.',
    createOwn: 'Создать свой шаблон',
    list: 'Шаблоны писем',
  },
  settingsPage: {
    title: 'Настройки почты',
    senderName: 'Имя отправителя',
    senderHint: 'Так письма будут подписаны в почте ученика.',
    replyTo: 'Адрес для ответов',
    replyToHint: 'Ответы приходят на подтверждённый адрес вашей учётной записи.',
    save: 'Сохранить',
    saved: 'Настройки сохранены',
  },
};

/** The plural categories i18next asks for (Intl.PluralRules of each language). */
export type PluralForm = 'one' | 'few' | 'many' | 'other';

/** Drive's strings in a language whose rules use the given plural forms of the document count. */
export type DriveTranslation<Form extends PluralForm> = Omit<
  typeof driveRu,
  'rows_one' | 'rows_few' | 'rows_many' | 'rows_other'
> &
  Record<`rows_${Form}`, string>;
