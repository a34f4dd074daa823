/** Russian: the seeds' texts. The keys are the contract; en.ts must have the same shape. */
export const ru = {
  product: 'Грамота',
  pages: {
    docs: 'Мои документы',
    templates: 'Шаблоны',
    ready: 'Готовые файлы',
    storage: 'Хранилище',
    drive: 'Диск',
    redactor: 'Редактор документа',
    spreadsheet: 'Массовое создание',
    workshop: 'Мои шаблоны',
    'workshop-redactor': 'Редактор шаблона',
    pay: 'Оплата',
    invoice: 'Счёт',
    print: 'Печать',
    login: 'Вход',
    profile: 'Профиль',
    settings: 'Настройки',
    mails: 'Шаблоны писем',
    'settings-mail': 'Настройки почты',
    'not-found': 'Страница не найдена',
  },
  errors: {
    dataRetrieval: 'Ошибка получения данных',
    dataRetrievalHint: 'Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    areaCrashed: 'Этот раздел не смог открыться.',
    offline: 'Нет соединения с сервером',
    internal: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз.',
    forbiddenHint: 'У этого доступа нет права на этот раздел.',
    // Account error codes (packages/contracts accounts.ts); en takes the contract's texts.
    email_empty: 'Пожалуйста, введите адрес электронной почты',
    email_invalid: 'Пожалуйста, введите правильный адрес электронной почты',
    email_taken: 'Аккаунт с этим e-mail уже есть. Войдите в него.',
    email_already_set: 'У этого аккаунта уже есть e-mail',
    wrong_password: 'Неверный e-mail или пароль',
    password_too_short: 'Пароль должен быть не короче 8 символов',
    password_too_long: 'Пароль должен быть не длиннее 128 символов',
    name_too_long: 'Имя должно быть не длиннее 100 символов',
    code_wrong: 'Неверный код',
    code_expired: 'Срок действия кода истёк. Запросите новый.',
    code_used: 'Этот код уже использован. Запросите новый.',
    too_many_attempts: 'Слишком много попыток. Попробуйте позже.',
    mail_failed: 'Не удалось отправить письмо. Попробуйте позже.',
    auth_failed:
      'К сожалению, авторизация не удалась. Попробуйте ещё раз или воспользуйтесь другим способом.',
    provider_not_configured: 'Этот способ входа не настроен на этом сервере.',
    last_sign_in_method:
      'Это ваш единственный способ входа. Сначала задайте пароль или подключите другой способ.',
    login_required: 'Сначала войдите',
    image_invalid: 'Этот файл не похож на изображение. Используйте JPEG, PNG или WebP.',
    image_too_large:
      'Изображение слишком большое: не более 10 МБ, 40 мегапикселей и 10 000 пикселей по стороне.',
    image_shape_invalid:
      'Изображение слишком вытянутое: одна сторона может быть длиннее другой не более чем в 50 раз.',
    timezone_invalid: 'Неизвестный часовой пояс',
    access_self: 'Нельзя дать доступ самому себе',
    access_user_not_found: 'Нет зарегистрированного пользователя с таким e-mail или ID',
    access_permissions_empty: 'Выберите хотя бы одно право',
    access_permissions_invalid: 'Неизвестное право',
    stamp_kind_invalid: 'Выберите печать или подпись',
    embed_origins_invalid:
      'Укажите сайты, которым можно его показывать: адреса вида https://school.example, не больше 10',
    embed_target_invalid: 'Выберите, что встроить: свой документ или созданные файлы',
    embed_limit: 'Слишком много ссылок для встраивания: сначала отключите ненужные',
    embed_link_invalid: 'Срок этого встроенного окна истёк, или владелец его отключил',
    embed_not_allowed: 'В этом встроенном окне так сделать нельзя',
    not_found: 'Не найдено',
    forbidden: 'Доступ запрещён',
  },
  /** The generic form check (seed 000 §5). */
  form: {
    required: 'Заполните это поле',
    tooShort: 'Поле не может быть меньше {{min}} символов',
    tooLong: 'Поле не может быть больше {{max}} символов',
  },
  /** Why an area sent the visitor to the login page (ShellApi.requireLogin). */
  loginReasons: {
    document: 'Войдите, чтобы получить доступ к документу',
    pay: 'Войдите, чтобы оплатить!',
    template: 'Войдите, чтобы создать шаблон',
    email: 'Войдите, чтобы отправить по электронной почте',
    storage: 'Войдите, чтобы пользоваться хранилищем',
  },
  needPay: {
    title: 'Нужна оплата мастерской',
    text: 'Чтобы создавать документы из этого шаблона мастерской, подключите оплату мастерской.',
    action: 'Перейти к оплате',
  },
  /** "Move to…" of any list of folders (dialogs/move-to-dialog). */
  shareToPhone: {
    text: 'Наведите камеру телефона на QR-код или откройте ссылку на телефоне: там файл можно скачать.',
    qr: 'QR-код ссылки на файл',
  },
  moveDialog: {
    here: 'Переместить сюда',
    noFolders: 'Здесь нет папок',
    current: 'Вы здесь',
    into: 'Открыть папку «{{name}}»',
  },
  /** The seeds' titled alerts (seed 000 §8). */
  alerts: {
    errorTitle: 'Ошибка',
  },
  actions: {
    close: 'Закрыть',
    cancel: 'Отмена',
    save: 'Сохранить',
  },
  units: {
    sizes: ['б', 'Кб', 'Мб', 'Гб', 'Тб', 'Пб'],
  },
  /** The shared file browser (file-browser/): toolbar, views, selection, menus. */
  fileBrowser: {
    toolbar: 'Действия с файлами',
    more: 'Ещё',
    view: 'Вид',
    viewThumbnail: 'Плитка',
    viewList: 'Список',
    path: 'Путь к папке',
    columns: {
      name: 'Название',
      changed: 'Изменён',
      size: 'Размер',
    },
    actions: 'Действия',
    actionsFor: 'Действия: {{name}}',
    selectedCount: 'Выбрано: {{count}}',
    clearSelection: 'Снять выделение',
    dragCount: 'Объектов: {{count}}',
    favorite: 'В избранном',
    viewOnly: 'Только просмотр',
    loading: 'Загрузка…',
  },
};
export type CommonStrings = typeof ru;
