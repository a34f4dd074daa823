import type { SpreadsheetErrorCode } from '@gramota/contracts';

/** The server's error texts by error_code (packages/contracts spreadsheetErrors). */
const errorsRu = {
  not_found: 'Не найдено',
  need_label: 'В документе нет [меток] для заполнения: сначала добавьте метку, например [Имя]',
  meta_invalid: 'Таблицу не удалось прочитать; ничего не сохранено',
  too_many_rows: 'В таблице может быть не больше 5 000 строк',
  too_many_columns: 'В таблице может быть не больше 100 столбцов',
  cell_too_long: 'В ячейке может быть не больше 1 000 символов',
  file_empty: 'Файл пустой',
  file_too_big: 'Файл больше 5 МБ',
  file_type: 'Загрузите таблицу в формате .csv или .xlsx',
  encoding_unknown:
    'Файл не в кодировке UTF-8 или Windows-1251; сохраните его из Excel как «CSV UTF-8»',
  xlsx_invalid: 'Файл .xlsx не удалось прочитать',
  xlsx_too_big: 'Файл .xlsx после распаковки больше 40 МБ',
  link_invalid: 'Вставьте ссылку на документ в Google Таблицах!',
  link_failed: 'Ошибка загрузки! Проверьте, что ссылка верна и документ доступен по ссылке.',
  mass_need_pro: 'Массовое создание документов доступно в PRO',
  mass_id_invalid: 'Идентификатор запуска должен быть длиной 36 символов',
  massmask_invalid: 'Строку не удалось прочитать',
  key_unknown: 'В документе нет такой метки',
  mass_rows_max:
    'Один запуск создаёт не больше 30 документов; остальные строки создайте следующим запуском',
  class_list_name: 'Дайте списку класса название',
  class_lists_full: 'Можно хранить не больше 200 списков классов; сначала удалите один',
  in_trash: 'Восстановите документ или папку перед открытием!',
  email_invalid: 'Это не адрес электронной почты',
  timeout_invalid: 'Укажите задержку целым числом',
  folder_invalid: 'Такой папки нет',
  mail_template_invalid: 'Такого шаблона письма нет',
};
// A code added to the contract without its Russian text fails the typecheck here.
const everyCodeHasText: Record<SpreadsheetErrorCode, string> = errorsRu;
void everyCodeHasText;

/** Russian strings of the table screen (grid, saving, import, class lists); sheet.en.ts mirrors them. */
export const sheetRu = {
  title: 'Массовое создание: {{name}}',
  titleNoName: 'Массовое создание',
  loading: 'Загружаем таблицу…',
  loadFailed: 'Не удалось загрузить таблицу.',
  retry: 'Повторить',
  gridFailed: 'Не удалось показать таблицу. Обновите страницу.',
  help: 'Одна строка — один документ. Заголовки столбцов с % подставляются в метки документа: нажмите на заголовок, чтобы выбрать метку. Отметьте строки галочкой в первом столбце.',
  hideHelp: 'Скрыть подсказку',
  readonly: 'Таблица открыта только для просмотра.',
  checkAll: 'Отметить все строки',
  viewRow: 'Просмотр строки {{row}}',
  selectColumn: 'Выберите столбец',
  save: {
    saving: 'Сохранение…',
    saved: 'Все изменения сохранены',
    idle: 'Сохранено',
    error: 'Не удалось сохранить',
  },
  needLabel: {
    title: 'В документе нет меток',
    text: 'Чтобы заполнять документ из таблицы, добавьте в его текст метки в квадратных скобках, например [Фамилия Имя], или переменные поля. Пока меток нет, таблица не сохраняется.',
    back: 'Вернуться в редактор',
  },
  column: {
    menu: 'Столбец {{column}}',
    assign: 'Подставлять в метку',
    none: 'Не выбрано',
    emptyPool: 'Все метки уже выбраны',
    insert: 'Вставить столбец',
    remove: 'Удалить столбец',
  },
  actions: {
    uploadCsv: 'Загрузить CSV',
    uploadGoogle: 'Загрузить из Google Таблиц',
    saveClassList: 'Сохранить как список класса',
    loadClassList: 'Загрузить список класса',
    clear: 'Очистить',
    insertColumn: 'Вставить столбец',
    deleteColumn: 'Удалить столбец',
    maximise: 'Развернуть окно',
    restore: 'Свернуть окно',
    more: 'Ещё',
  },
  clear: {
    confirm: 'Очистить таблицу? Все строки будут удалены.',
    done: 'Таблица очищена',
  },
  upload: {
    reading: 'Читаем файл…',
    done: 'Загружено строк: {{count}}',
    matched: 'Столбцы сопоставлены с метками: {{columns}}',
    noMatch: 'Заголовки файла не совпали с метками документа: выберите метку для каждого столбца.',
    failed: 'Ошибка загрузки файла',
  },
  google: {
    title: 'Загрузить из Google Таблиц',
    label: 'Ссылка на таблицу',
    hint: 'Откройте доступ к таблице по ссылке («Все, у кого есть ссылка»), скопируйте ссылку и вставьте её сюда.',
    submit: 'Загрузить',
    invalid: 'Вставьте ссылку на документ в Google Таблицах!',
    failed: 'Ошибка загрузки! Проверьте, что ссылка верна и документ доступен по ссылке.',
  },
  classList: {
    saveTitle: 'Сохранить как список класса',
    nameLabel: 'Название списка',
    namePlaceholder: '5 А, 2026/27',
    saveSubmit: 'Сохранить',
    saved: 'Список «{{name}}» сохранён',
    nothing: 'В таблице нет строк для сохранения.',
    loadTitle: 'Загрузить список класса',
    empty:
      'Сохранённых списков пока нет. Заполните таблицу и нажмите «Сохранить как список класса».',
    rows: 'строк: {{count}}',
    load: 'Загрузить',
    remove: 'Удалить',
    loaded: 'Загружен список «{{name}}»',
    replaceConfirm: 'Заменить строки таблицы строками из списка?',
  },
  preview: {
    title: 'Просмотр строки {{row}}',
    empty: 'В строке нет значений для меток документа.',
    frame: 'Документ для строки {{row}}',
  },
  errors: errorsRu,
};
