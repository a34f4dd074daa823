import { docsErrorsRu } from '@gramota/ui';

/**
 * Russian strings of the Drive (namespace 'drive'): the seeds' texts where they have them; en.ts
 * mirrors the keys. `errors` are the folder commands' answers (`drive:errors.*`).
 */
export const ru = {
  drive: {
    views: {
      label: 'Разделы диска',
      all: 'Диск',
      trash: 'Корзина',
      search: 'Поиск',
      folder: 'Папка',
    },
    actions: {
      open: 'Открыть',
      newFolder: 'Новая папка',
      rename: 'Переименовать',
      move: 'Переместить',
      remove: 'В корзину',
      restore: 'Восстановить',
      deleteForever: 'Удалить навсегда',
      clearTrash: 'Очистить корзину',
    },
    alerts: {
      selectItem: 'Выберите документ или папку',
      recoverBeforeOpening: 'Восстановите документ или папку перед открытием!',
      nothingFound: 'Ничего не найдено',
    },
    search: {
      label: 'Поиск по диску',
      placeholder: 'Поиск на диске',
      hint: 'Не меньше 3 символов',
      title: 'Поиск: «{{query}}»',
    },
    group: {
      made: 'Готово файлов: {{ready}} из {{count}}',
      making: 'Остальные ещё создаются или не получились — подробности на странице группы.',
      selected: 'Выбрано: {{count}}',
    },
    empty: {
      all: 'Диск пуст',
      allText:
        'Здесь хранятся группы файлов, созданных массово: откройте документ, выберите «Массовое создание» и сохраните файлы на диск.',
      action: 'К моим документам',
      folder: 'В этой папке пусто',
      trash: 'Корзина пуста',
      trashText: 'Удалённые группы и папки хранятся здесь, пока вы не очистите корзину.',
      searchText: 'Проверьте написание или поищите по другому слову.',
      unknown: 'Такой страницы нет',
      signedOut: 'Диск доступен после входа',
      signedOutText: 'Войдите, чтобы хранить здесь файлы, созданные массово.',
      logIn: 'Войти',
    },
    trashNote:
      'Группы в корзине нельзя открыть — сначала восстановите их. Письма группы в корзине ждут, пока её не восстановят.',
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
        'Удалить навсегда {{count}} объект? Неотправленные письма не уйдут; готовые файлы останутся в «Готовых файлах».',
      deleteForever_few:
        'Удалить навсегда {{count}} объекта? Неотправленные письма не уйдут; готовые файлы останутся в «Готовых файлах».',
      deleteForever_many:
        'Удалить навсегда {{count}} объектов? Неотправленные письма не уйдут; готовые файлы останутся в «Готовых файлах».',
      deleteForever_other:
        'Удалить навсегда {{count}} объекта? Неотправленные письма не уйдут; готовые файлы останутся в «Готовых файлах».',
      clearTrash:
        'Удалить навсегда всё, что лежит в корзине? Готовые файлы останутся в «Готовых файлах».',
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
        'Часть групп восстановлена в корень диска: их папка удалена или лежит в корзине.',
    },
  },
  /** The folders module's error codes (the server's answers to drive-get and the form actions). */
  errors: docsErrorsRu,
};

export type DriveStrings = typeof ru;
