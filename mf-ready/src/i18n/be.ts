// The Belarusian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsBe } from '@gramota/ui/strings/docs-errors.be';
import { deliveryErrorsBe } from '@gramota/delivery/strings/delivery-errors.be';
import type { ReadyTranslation } from './ru';

/** The 'ready' namespace in Belarusian: its own chunk, fetched only when a teacher chooses it. */
export const be: ReadyTranslation<'one' | 'few' | 'many' | 'other'> = {
  ready: {
    views: {
      label: 'Раздзелы гатовых файлаў',
      all: 'Усе файлы',
      types: 'Па тыпах',
      trash: 'Сметніца',
      search: 'Пошук',
      mass: 'Створаныя файлы',
      folder: 'Тэчка',
    },
    types: {
      label: 'Тыпы дакументаў',
      g: 'Граматы',
      d: 'Дыпломы',
      c: 'Сертыфікаты',
      b: 'Падзякі',
      s: 'Табелі і пахвальныя лісты',
      p: 'Запрашэнні',
      o: 'Паштоўкі і іншае',
    },
    typesNote:
      'Файлы паказаны па тыпе дакумента, з якога яны зроблены; файлы выдаленых дакументаў ёсць толькі ва „Усіх файлах“.',
    actions: {
      open: 'Адкрыць',
      download: 'Спампаваць',
      print: 'Друк',
      email: 'На пошту',
      storage: 'У сховішча',
      messenger: 'У месенджар',
      cloud: 'На воблачны дыск',
      shareMobile: 'На тэлефон',
      rename: 'Перайменаваць',
      move: 'Перамясціць',
      remove: 'У сметніцу',
      restore: 'Аднавіць',
      deleteForever: 'Выдаліць назаўсёды',
      clearTrash: 'Ачысціць сметніцу',
      printOrder: 'Замовіць друк',
      newFolder: 'Новая тэчка',
    },
    alerts: {
      selectItem: 'Выберыце дакумент або тэчку',
      recoverBeforeOpening: 'Аднавіце дакумент або тэчку, перш чым адкрыць!',
      nothingFound: 'Нічога не знойдзена',
      printOneFormat: 'Каб адправіць на друк, выберыце файлы аднаго фармату',
      needPro:
        'Каб атрымаць файлы гэтым спосабам, патрэбны PRO-доступ да ўсіх шаблонаў выбраных дакументаў.',
      needProTitle: 'Патрэбны PRO-доступ',
      shareOneFile: 'На тэлефон можна адправіць толькі адзін файл: выберыце адзін',
      printBlocked: 'Браўзер не дазволіў адкрыць акно друку. Адкрыйце PDF і раздрукуйце яго.',
    },
    badges: {
      free: 'Бясплатны',
      freeTitle: 'Зроблены без PRO',
      pro: 'PRO',
      proTitle: 'Зроблены з PRO: яго можна адправіць у сховішча',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'Выбраны файл',
      selected: 'Выбрана файлаў: {{count}}',
    },
    preview: {
      download: 'Спампаваць',
      print: 'Друк',
      close: 'Закрыць',
    },
    exportTitle: 'Спампаваць файлы',
    exportHint: 'JPEG — выява для друку (300 dpi), PDF — з тэкстам і шрыфтамі.',
    mass: {
      wait: 'Файлы яшчэ ствараюцца…',
      failed: 'Не ўдалося стварыць файлаў: {{count}}',
      zip: 'Спампаваць усе (ZIP)',
      pdf: 'Адзін PDF для друку',
    },
    empty: {
      all: 'Гатовых файлаў пакуль няма',
      allText: 'Тут з’явяцца файлы, якія вы раздрукуеце, спампуеце або адправіце з рэдактара.',
      action: 'Да маіх дакументаў',
      type: 'Файлаў гэтага тыпу няма',
      folder: 'У гэтай тэчцы пуста',
      trash: 'Сметніца пустая',
      trashText: 'Выдаленыя файлы захоўваюцца тут, пакуль вы не ачысціце сметніцу.',
      searchText: 'Праверце напісанне або пашукайце па іншым слове.',
      mass: 'Файлы гэтага задання не знойдзены',
      unknown: 'Такой старонкі няма',
    },
    search: {
      label: 'Пошук гатовых файлаў',
      placeholder: 'Пошук файлаў',
      hint: 'Не менш за 3 сімвалы',
      title: 'Пошук: „{{query}}“',
    },
    trashNote: 'Файлы ў сметніцы нельга адкрыць — спачатку аднавіце іх.',
    folders: {
      name: 'Назва',
      defaultName: 'Новая тэчка',
      newTitle: 'Новая тэчка',
      renameTitle: 'Перайменаваць',
      moveTitle: 'Перамясціць у тэчку',
      create: 'Стварыць',
      save: 'Захаваць',
    },
    confirm: {
      deleteForever_one:
        'Выдаліць назаўсёды {{count}} аб’ект? Файлы будуць выдалены без магчымасці аднаўлення.',
      deleteForever_few:
        'Выдаліць назаўсёды {{count}} аб’екты? Файлы будуць выдалены без магчымасці аднаўлення.',
      deleteForever_many:
        'Выдаліць назаўсёды {{count}} аб’ектаў? Файлы будуць выдалены без магчымасці аднаўлення.',
      deleteForever_other:
        'Выдаліць назаўсёды {{count}} аб’екта? Файлы будуць выдалены без магчымасці аднаўлення.',
      clearTrash: 'Выдаліць назаўсёды ўсё, што ляжыць у сметніцы?',
    },
    done: {
      folderCreated: 'Тэчка створана',
      renamed: 'Перайменавана',
      moved: 'Перамешчана аб’ектаў: {{count}}',
      trashed: 'Перамешчана ў сметніцу: {{count}}',
      restored: 'Адноўлена: {{count}}',
      deleted: 'Выдалена назаўсёды: {{count}}',
      cleared: 'Сметніца ачышчана',
      restoredToRoot:
        'Частка файлаў адноўлена ў „Гатовыя файлы“: іх тэчка выдалена або ляжыць у сметніцы.',
    },
    shareMobile: {
      title: 'Адправіць на тэлефон',
    },
  },
  errors: { ...docsErrorsBe, ...deliveryErrorsBe },
};
