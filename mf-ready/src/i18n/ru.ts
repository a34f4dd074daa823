import { docsErrorsRu } from '@gramota/ui';
import { deliveryErrorsRu } from '@gramota/delivery';

/**
 * Russian strings of the area (namespace 'ready'): the seeds' text. The other languages (en.ts,
 * uk.ts, …) mirror the keys and are loaded only when chosen (register-strings.ts).
 */
export const ru = {
  ready: {
    views: {
      label: 'Разделы готовых файлов',
      all: 'Все файлы',
      types: 'По типам',
      trash: 'Корзина',
      search: 'Поиск',
      mass: 'Созданные файлы',
      folder: 'Папка',
    },
    types: {
      label: 'Типы документов',
      g: 'Грамоты',
      d: 'Дипломы',
      c: 'Сертификаты',
      b: 'Благодарности',
      s: 'Табели и похвальные листы',
      p: 'Приглашения',
      o: 'Открытки и другое',
    },
    typesNote:
      'Файлы показаны по типу документа, из которого они сделаны; файлы удалённых документов есть только во «Всех файлах».',
    actions: {
      open: 'Открыть',
      download: 'Скачать',
      print: 'Печать',
      email: 'На почту',
      storage: 'В хранилище',
      messenger: 'В мессенджер',
      cloud: 'На облачный диск',
      shareMobile: 'На телефон',
      rename: 'Переименовать',
      move: 'Переместить',
      remove: 'В корзину',
      restore: 'Восстановить',
      deleteForever: 'Удалить навсегда',
      clearTrash: 'Очистить корзину',
      printOrder: 'Заказать печать',
      newFolder: 'Новая папка',
    },
    alerts: {
      selectItem: 'Выберите документ или папку',
      recoverBeforeOpening: 'Восстановите документ или папку перед открытием!',
      nothingFound: 'Ничего не найдено',
      printOneFormat: 'Чтобы отправить на печать выберите файлы одного формата',
      needPro:
        'Чтобы получить файлы этим способом, нужен PRO-доступ ко всем шаблонам выбранных документов.',
      needProTitle: 'Нужен PRO-доступ',
      shareOneFile: 'На телефон можно отправить только один файл: выберите один',
      printBlocked: 'Браузер не дал открыть окно печати. Откройте PDF и распечатайте его.',
    },
    badges: {
      free: 'Бесплатный',
      freeTitle: 'Сделан без PRO',
      pro: 'PRO',
      proTitle: 'Сделан с PRO: его можно отправить в хранилище',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'Выбранный файл',
      selected: 'Выбрано файлов: {{count}}',
    },
    preview: {
      download: 'Скачать',
      print: 'Печать',
      close: 'Закрыть',
    },
    exportTitle: 'Скачать файлы',
    exportHint: 'JPEG — изображение для печати (300 dpi), PDF — с текстом и шрифтами.',
    mass: {
      wait: 'Файлы ещё создаются…',
      failed: 'Не удалось создать файлов: {{count}}',
      zip: 'Скачать все (ZIP)',
      pdf: 'Один PDF для печати',
    },
    empty: {
      all: 'Готовых файлов пока нет',
      allText:
        'Здесь появятся файлы, которые вы распечатаете, скачаете или отправите из редактора.',
      action: 'К моим документам',
      type: 'Файлов этого типа нет',
      folder: 'В этой папке пусто',
      trash: 'Корзина пуста',
      trashText: 'Удалённые файлы хранятся здесь, пока вы не очистите корзину.',
      searchText: 'Проверьте написание или поищите по другому слову.',
      mass: 'Файлы этого задания не найдены',
      unknown: 'Такой страницы нет',
    },
    search: {
      label: 'Поиск готовых файлов',
      placeholder: 'Поиск файлов',
      hint: 'Не меньше 3 символов',
      title: 'Поиск: «{{query}}»',
    },
    trashNote: 'Файлы в корзине нельзя открыть — сначала восстановите их.',
    folders: {
      name: 'Название',
      defaultName: 'Новая папка',
      newTitle: 'Новая папка',
      renameTitle: 'Переименовать',
      moveTitle: 'Переместить в папку',
      create: 'Создать',
      save: 'Сохранить',
    },
    confirm: {
      deleteForever_one:
        'Удалить навсегда {{count}} объект? Файлы будут удалены без возможности восстановления.',
      deleteForever_few:
        'Удалить навсегда {{count}} объекта? Файлы будут удалены без возможности восстановления.',
      deleteForever_many:
        'Удалить навсегда {{count}} объектов? Файлы будут удалены без возможности восстановления.',
      deleteForever_other:
        'Удалить навсегда {{count}} объекта? Файлы будут удалены без возможности восстановления.',
      clearTrash: 'Удалить навсегда всё, что лежит в корзине?',
    },
    done: {
      folderCreated: 'Папка создана',
      renamed: 'Переименовано',
      moved: 'Перемещено объектов: {{count}}',
      trashed: 'Перемещено в корзину: {{count}}',
      restored: 'Восстановлено: {{count}}',
      deleted: 'Удалено навсегда: {{count}}',
      cleared: 'Корзина очищена',
      restoredToRoot:
        'Часть файлов восстановлена в «Готовые файлы»: их папка удалена или лежит в корзине.',
    },
    shareMobile: {
      title: 'Отправить на телефон',
    },
  },
  /** The docs and delivery contracts' error codes (the server's answers to these calls). */
  errors: { ...docsErrorsRu, ...deliveryErrorsRu },
};

export type ReadyStrings = typeof ru;

/** The plural categories i18next asks for (Intl.PluralRules of each language). */
export type PluralForm = 'one' | 'few' | 'many' | 'other';
type Confirm = ReadyStrings['ready']['confirm'];

/**
 * A translation's shape: the keys of ru, with the count of items to delete in the plural forms
 * the language's own rules use (English, German and Kazakh have no 'few' or 'many').
 */
export type ReadyTranslation<Form extends PluralForm> = Omit<ReadyStrings, 'ready'> & {
  ready: Omit<ReadyStrings['ready'], 'confirm'> & {
    confirm: Omit<Confirm, `deleteForever_${PluralForm}`> & Record<`deleteForever_${Form}`, string>;
  };
};
