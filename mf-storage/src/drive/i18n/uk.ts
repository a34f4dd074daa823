// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsUk } from '@gramota/ui/strings/docs-errors.uk';
import type { Translation } from '../../i18n/translation';
import type { DriveStrings } from './ru';

/** The Drive in Ukrainian (mirrors ru.ts). */
export const uk: Translation<DriveStrings> = {
  drive: {
    views: {
      label: 'Розділи диска',
      all: 'Диск',
      trash: 'Кошик',
      search: 'Пошук',
      folder: 'Папка',
    },
    actions: {
      open: 'Відкрити',
      newFolder: 'Нова папка',
      rename: 'Перейменувати',
      move: 'Перемістити',
      remove: 'До кошика',
      restore: 'Відновити',
      deleteForever: 'Видалити назавжди',
      clearTrash: 'Очистити кошик',
    },
    alerts: {
      selectItem: 'Виберіть документ або папку',
      recoverBeforeOpening: 'Відновіть документ або папку, перш ніж відкрити!',
      nothingFound: 'Нічого не знайдено',
    },
    search: {
      label: 'Пошук на диску',
      placeholder: 'Пошук на диску',
      hint: 'Щонайменше 3 символи',
      title: 'Пошук: „{{query}}“',
    },
    group: {
      made: 'Готово файлів: {{ready}} з {{count}}',
      making: 'Решта ще створюються або не вдалися — подробиці на сторінці групи.',
      selected: 'Вибрано: {{count}}',
    },
    empty: {
      all: 'Диск порожній',
      allText:
        'Тут зберігаються групи файлів, створених масово: відкрийте документ, виберіть „Масове створення“ і збережіть файли на диск.',
      action: 'До моїх документів',
      folder: 'Ця папка порожня',
      trash: 'Кошик порожній',
      trashText: 'Видалені групи й папки зберігаються тут, доки ви не очистите кошик.',
      searchText: 'Перевірте написання або пошукайте інше слово.',
      unknown: 'Такої сторінки немає',
      signedOut: 'Диск доступний після входу',
      signedOutText: 'Увійдіть, щоб зберігати тут файли, створені масово.',
      logIn: 'Увійти',
    },
    trashNote:
      'Групи в кошику не можна відкрити — спочатку відновіть їх. Листи групи в кошику чекають, доки її не відновлять.',
    folders: {
      name: 'Назва',
      defaultName: 'Нова папка',
      newTitle: 'Нова папка',
      renameTitle: 'Перейменувати',
      moveTitle: 'Перемістити в папку',
      create: 'Створити',
      save: 'Зберегти',
    },
    confirm: {
      deleteForever_one:
        'Видалити назавжди {{count}} об’єкт? Ненадіслані листи не підуть; готові файли залишаться в „Готових файлах“.',
      deleteForever_few:
        'Видалити назавжди {{count}} об’єкти? Ненадіслані листи не підуть; готові файли залишаться в „Готових файлах“.',
      deleteForever_many:
        'Видалити назавжди {{count}} об’єктів? Ненадіслані листи не підуть; готові файли залишаться в „Готових файлах“.',
      deleteForever_other:
        'Видалити назавжди {{count}} об’єкта? Ненадіслані листи не підуть; готові файли залишаться в „Готових файлах“.',
      clearTrash:
        'Видалити назавжди все, що лежить у кошику? Готові файли залишаться в „Готових файлах“.',
    },
    done: {
      folderCreated: 'Папку створено',
      renamed: 'Назву змінено',
      moved: 'Переміщено об’єктів: {{count}}',
      trashed: 'Переміщено до кошика: {{count}}',
      restored: 'Відновлено: {{count}}',
      deleted: 'Видалено назавжди: {{count}}',
      cleared: 'Кошик очищено',
      restoredToRoot:
        'Частину груп відновлено в корінь диска: їхню папку видалено або вона лежить у кошику.',
    },
  },
  errors: docsErrorsUk,
};
