// The Ukrainian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsUk } from '@gramota/ui/strings/docs-errors.uk';
import { deliveryErrorsUk } from '@gramota/delivery/strings/delivery-errors.uk';
import type { ReadyTranslation } from './ru';

/** The 'ready' namespace in Ukrainian: its own chunk, fetched only when a teacher chooses it. */
export const uk: ReadyTranslation<'one' | 'few' | 'many' | 'other'> = {
  ready: {
    views: {
      label: 'Розділи готових файлів',
      all: 'Усі файли',
      types: 'За типами',
      trash: 'Кошик',
      search: 'Пошук',
      mass: 'Створені файли',
      folder: 'Папка',
    },
    types: {
      label: 'Типи документів',
      g: 'Грамоти',
      d: 'Дипломи',
      c: 'Сертифікати',
      b: 'Подяки',
      s: 'Табелі та похвальні листи',
      p: 'Запрошення',
      o: 'Листівки та інше',
    },
    typesNote:
      'Файли показано за типом документа, з якого їх зроблено; файли видалених документів є лише в розділі „Усі файли“.',
    actions: {
      open: 'Відкрити',
      download: 'Завантажити',
      print: 'Друк',
      email: 'На пошту',
      storage: 'До сховища',
      messenger: 'У месенджер',
      cloud: 'На хмарний диск',
      shareMobile: 'На телефон',
      rename: 'Перейменувати',
      move: 'Перемістити',
      remove: 'До кошика',
      restore: 'Відновити',
      deleteForever: 'Видалити назавжди',
      clearTrash: 'Очистити кошик',
      printOrder: 'Замовити друк',
      newFolder: 'Нова папка',
    },
    alerts: {
      selectItem: 'Виберіть документ або папку',
      recoverBeforeOpening: 'Відновіть документ або папку, перш ніж відкрити!',
      nothingFound: 'Нічого не знайдено',
      printOneFormat: 'Щоб надіслати на друк, виберіть файли одного формату',
      needPro:
        'Щоб отримати файли цим способом, потрібен PRO-доступ до всіх шаблонів вибраних документів.',
      needProTitle: 'Потрібен PRO-доступ',
      shareOneFile: 'На телефон можна надіслати лише один файл: виберіть один',
      printBlocked: 'Браузер не дозволив відкрити вікно друку. Відкрийте PDF і роздрукуйте його.',
    },
    badges: {
      free: 'Безкоштовний',
      freeTitle: 'Зроблено без PRO',
      pro: 'PRO',
      proTitle: 'Зроблено з PRO: його можна надіслати до сховища',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'Вибраний файл',
      selected: 'Вибрано файлів: {{count}}',
    },
    preview: {
      download: 'Завантажити',
      print: 'Друк',
      close: 'Закрити',
    },
    exportTitle: 'Завантажити файли',
    exportHint: 'JPEG — зображення для друку (300 dpi), PDF — із текстом і шрифтами.',
    mass: {
      wait: 'Файли ще створюються…',
      failed: 'Не вдалося створити файлів: {{count}}',
      zip: 'Завантажити всі (ZIP)',
      pdf: 'Один PDF для друку',
    },
    empty: {
      all: 'Готових файлів поки немає',
      allText: 'Тут з’являться файли, які ви роздрукуєте, завантажите або надішлете з редактора.',
      action: 'До моїх документів',
      type: 'Файлів цього типу немає',
      folder: 'Ця папка порожня',
      trash: 'Кошик порожній',
      trashText: 'Видалені файли зберігаються тут, доки ви не очистите кошик.',
      searchText: 'Перевірте написання або пошукайте за іншим словом.',
      mass: 'Файли цього завдання не знайдено',
      unknown: 'Такої сторінки немає',
    },
    search: {
      label: 'Пошук готових файлів',
      placeholder: 'Пошук файлів',
      hint: 'Щонайменше 3 символи',
      title: 'Пошук: „{{query}}“',
    },
    trashNote: 'Файли в кошику не можна відкрити — спочатку відновіть їх.',
    folders: {
      name: 'Назва',
      defaultName: 'Нова папка',
      newTitle: 'Нова папка',
      renameTitle: 'Перейменувати',
      moveTitle: 'Перемістити до папки',
      create: 'Створити',
      save: 'Зберегти',
    },
    confirm: {
      deleteForever_one:
        'Видалити назавжди {{count}} об’єкт? Файли буде видалено без можливості відновлення.',
      deleteForever_few:
        'Видалити назавжди {{count}} об’єкти? Файли буде видалено без можливості відновлення.',
      deleteForever_many:
        'Видалити назавжди {{count}} об’єктів? Файли буде видалено без можливості відновлення.',
      deleteForever_other:
        'Видалити назавжди {{count}} об’єкта? Файли буде видалено без можливості відновлення.',
      clearTrash: 'Видалити назавжди все, що лежить у кошику?',
    },
    done: {
      folderCreated: 'Папку створено',
      renamed: 'Перейменовано',
      moved: 'Переміщено об’єктів: {{count}}',
      trashed: 'Переміщено до кошика: {{count}}',
      restored: 'Відновлено: {{count}}',
      deleted: 'Видалено назавжди: {{count}}',
      cleared: 'Кошик очищено',
      restoredToRoot:
        'Частину файлів відновлено в „Готові файли“: їхню папку видалено або вона в кошику.',
    },
    shareMobile: {
      title: 'Надіслати на телефон',
    },
  },
  errors: { ...docsErrorsUk, ...deliveryErrorsUk },
};
