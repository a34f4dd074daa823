// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsKz } from '@gramota/ui/strings/docs-errors.kz';
import type { Translation } from '../../i18n/translation';
import type { DriveStrings } from './ru';

/** The Drive in Kazakh (mirrors ru.ts; Kazakh counts with _one/_other only). */
export const kz: Translation<DriveStrings> = {
  drive: {
    views: {
      label: 'Диск бөлімдері',
      all: 'Диск',
      trash: 'Себет',
      search: 'Іздеу',
      folder: 'Қалта',
    },
    actions: {
      open: 'Ашу',
      newFolder: 'Жаңа қалта',
      rename: 'Атын өзгерту',
      move: 'Жылжыту',
      remove: 'Себетке тастау',
      restore: 'Қалпына келтіру',
      deleteForever: 'Біржола жою',
      clearTrash: 'Себетті тазалау',
    },
    alerts: {
      selectItem: 'Құжатты немесе қалтаны таңдаңыз',
      recoverBeforeOpening: 'Ашпас бұрын құжатты немесе қалтаны қалпына келтіріңіз!',
      nothingFound: 'Ештеңе табылмады',
    },
    search: {
      label: 'Дисктен іздеу',
      placeholder: 'Дисктен іздеу',
      hint: 'Кемінде 3 таңба',
      title: 'Іздеу: «{{query}}»',
    },
    group: {
      made: 'Дайын файлдар: {{count}} ішінен {{ready}}',
      making: 'Қалғандары әлі жасалып жатыр немесе жасалмады — толығырақ топ бетінде.',
      selected: 'Таңдалды: {{count}}',
    },
    empty: {
      all: 'Диск бос',
      allText:
        'Мұнда жаппай жасалған файлдар топтары сақталады: құжатты ашып, «Жаппай жасау» бөлімін таңдаңыз да, файлдарды дискке сақтаңыз.',
      action: 'Менің құжаттарыма',
      folder: 'Бұл қалта бос',
      trash: 'Себет бос',
      trashText: 'Жойылған топтар мен қалталар себетті тазалағанша осында сақталады.',
      searchText: 'Жазылуын тексеріңіз немесе басқа сөзбен іздеп көріңіз.',
      unknown: 'Мұндай бет жоқ',
      signedOut: 'Диск жүйеге кіргеннен кейін қолжетімді',
      signedOutText: 'Жаппай жасалған файлдарды осында сақтау үшін жүйеге кіріңіз.',
      logIn: 'Кіру',
    },
    trashNote:
      'Себеттегі топтарды ашуға болмайды — алдымен оларды қалпына келтіріңіз. Себеттегі топтың хаттары ол қалпына келтірілгенше күтеді.',
    folders: {
      name: 'Атауы',
      defaultName: 'Жаңа қалта',
      newTitle: 'Жаңа қалта',
      renameTitle: 'Атын өзгерту',
      moveTitle: 'Қалтаға жылжыту',
      create: 'Жасау',
      save: 'Сақтау',
    },
    confirm: {
      deleteForever_one:
        '{{count}} нысанды біржола жою керек пе? Жіберілмеген хаттар кетпейді; дайын файлдар «Дайын файлдар» бөлімінде қалады.',
      deleteForever_other:
        '{{count}} нысанды біржола жою керек пе? Жіберілмеген хаттар кетпейді; дайын файлдар «Дайын файлдар» бөлімінде қалады.',
      clearTrash:
        'Себеттегінің бәрін біржола жою керек пе? Дайын файлдар «Дайын файлдар» бөлімінде қалады.',
    },
    done: {
      folderCreated: 'Қалта жасалды',
      renamed: 'Атауы өзгертілді',
      moved: 'Жылжытылған нысандар: {{count}}',
      trashed: 'Себетке жылжытылды: {{count}}',
      restored: 'Қалпына келтірілді: {{count}}',
      deleted: 'Біржола жойылды: {{count}}',
      cleared: 'Себет тазаланды',
      restoredToRoot:
        'Кейбір топтар дисктің түбіріне қалпына келтірілді: олардың қалтасы жойылған немесе себетте жатыр.',
    },
  },
  errors: docsErrorsKz,
};
