// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsBe } from '@gramota/ui/strings/docs-errors.be';
import type { Translation } from '../../i18n/translation';
import type { DriveStrings } from './ru';

/** The Drive in Belarusian (mirrors ru.ts; тэчка and сметніца as in My documents). */
export const be: Translation<DriveStrings> = {
  drive: {
    views: {
      label: 'Раздзелы дыска',
      all: 'Дыск',
      trash: 'Сметніца',
      search: 'Пошук',
      folder: 'Тэчка',
    },
    actions: {
      open: 'Адкрыць',
      newFolder: 'Новая тэчка',
      rename: 'Перайменаваць',
      move: 'Перамясціць',
      remove: 'У сметніцу',
      restore: 'Аднавіць',
      deleteForever: 'Выдаліць назаўсёды',
      clearTrash: 'Ачысціць сметніцу',
    },
    alerts: {
      selectItem: 'Выберыце дакумент або тэчку',
      recoverBeforeOpening: 'Аднавіце дакумент або тэчку, перш чым адкрыць!',
      nothingFound: 'Нічога не знойдзена',
    },
    search: {
      label: 'Пошук на дыску',
      placeholder: 'Пошук на дыску',
      hint: 'Не менш за 3 сімвалы',
      title: 'Пошук: „{{query}}“',
    },
    group: {
      made: 'Гатова файлаў: {{ready}} з {{count}}',
      making: 'Астатнія яшчэ ствараюцца або не атрымаліся — падрабязнасці на старонцы групы.',
      selected: 'Выбрана: {{count}}',
    },
    empty: {
      all: 'Дыск пусты',
      allText:
        'Тут захоўваюцца групы файлаў, створаных масава: адкрыйце дакумент, выберыце „Масавае стварэнне“ і захавайце файлы на дыск.',
      action: 'Да маіх дакументаў',
      folder: 'У гэтай тэчцы пуста',
      trash: 'Сметніца пустая',
      trashText: 'Выдаленыя групы і тэчкі захоўваюцца тут, пакуль вы не ачысціце сметніцу.',
      searchText: 'Праверце напісанне або пашукайце іншае слова.',
      unknown: 'Такой старонкі няма',
      signedOut: 'Дыск даступны пасля ўваходу',
      signedOutText: 'Увайдзіце, каб захоўваць тут файлы, створаныя масава.',
      logIn: 'Увайсці',
    },
    trashNote:
      'Групы ў сметніцы нельга адкрыць — спачатку аднавіце іх. Лісты групы ў сметніцы чакаюць, пакуль яе не адновяць.',
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
        'Выдаліць назаўсёды {{count}} аб’ект? Неадпраўленыя лісты не пойдуць; гатовыя файлы застануцца ў „Гатовых файлах“.',
      deleteForever_few:
        'Выдаліць назаўсёды {{count}} аб’екты? Неадпраўленыя лісты не пойдуць; гатовыя файлы застануцца ў „Гатовых файлах“.',
      deleteForever_many:
        'Выдаліць назаўсёды {{count}} аб’ектаў? Неадпраўленыя лісты не пойдуць; гатовыя файлы застануцца ў „Гатовых файлах“.',
      deleteForever_other:
        'Выдаліць назаўсёды {{count}} аб’екта? Неадпраўленыя лісты не пойдуць; гатовыя файлы застануцца ў „Гатовых файлах“.',
      clearTrash:
        'Выдаліць назаўсёды ўсё, што ляжыць у сметніцы? Гатовыя файлы застануцца ў „Гатовых файлах“.',
    },
    done: {
      folderCreated: 'Тэчка створана',
      renamed: 'Назва зменена',
      moved: 'Перамешчана аб’ектаў: {{count}}',
      trashed: 'У сметніцу перамешчана: {{count}}',
      restored: 'Адноўлена: {{count}}',
      deleted: 'Выдалена назаўсёды: {{count}}',
      cleared: 'Сметніца ачышчана',
      restoredToRoot:
        'Частка груп адноўлена ў корань дыска: іх тэчка выдалена або ляжыць у сметніцы.',
    },
  },
  errors: docsErrorsBe,
};
