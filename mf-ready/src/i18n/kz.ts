// The Kazakh error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsKz } from '@gramota/ui/strings/docs-errors.kz';
import { deliveryErrorsKz } from '@gramota/delivery/strings/delivery-errors.kz';
import type { ReadyTranslation } from './ru';

/** The 'ready' namespace in Kazakh: its own chunk, fetched only when a teacher chooses it. */
export const kz: ReadyTranslation<'one' | 'other'> = {
  ready: {
    views: {
      label: 'Дайын файлдар бөлімдері',
      all: 'Барлық файлдар',
      types: 'Түрлері бойынша',
      trash: 'Себет',
      search: 'Іздеу',
      mass: 'Жасалған файлдар',
      folder: 'Қалта',
    },
    types: {
      label: 'Құжат түрлері',
      g: 'Мақтау қағаздары',
      d: 'Дипломдар',
      c: 'Сертификаттар',
      b: 'Алғыс хаттар',
      s: 'Табельдер мен мақтау парақтары',
      p: 'Шақырулар',
      o: 'Ашықхаттар және басқалары',
    },
    typesNote:
      'Файлдар өздері жасалған құжаттың түрі бойынша көрсетілген; жойылған құжаттардың файлдары тек «Барлық файлдар» бөлімінде бар.',
    actions: {
      open: 'Ашу',
      download: 'Жүктеп алу',
      print: 'Басып шығару',
      email: 'Поштаға',
      storage: 'Қоймаға',
      messenger: 'Мессенджерге',
      cloud: 'Бұлттық дискіге',
      shareMobile: 'Телефонға',
      rename: 'Атын өзгерту',
      move: 'Жылжыту',
      remove: 'Себетке тастау',
      restore: 'Қалпына келтіру',
      deleteForever: 'Біржола жою',
      clearTrash: 'Себетті тазалау',
      printOrder: 'Басып шығаруға тапсырыс беру',
      newFolder: 'Жаңа қалта',
    },
    alerts: {
      selectItem: 'Құжатты немесе қалтаны таңдаңыз',
      recoverBeforeOpening: 'Ашпас бұрын құжатты немесе қалтаны қалпына келтіріңіз!',
      nothingFound: 'Ештеңе табылмады',
      printOneFormat: 'Басып шығаруға жіберу үшін бір пішімдегі файлдарды таңдаңыз',
      needPro:
        'Файлдарды осы тәсілмен алу үшін таңдалған құжаттардың барлық үлгілеріне PRO-қолжетімділік қажет.',
      needProTitle: 'PRO-қолжетімділік қажет',
      shareOneFile: 'Телефонға тек бір файл жіберуге болады: біреуін таңдаңыз',
      printBlocked:
        'Браузер басып шығару терезесін ашуға рұқсат бермеді. PDF файлын ашып, оны басып шығарыңыз.',
    },
    badges: {
      free: 'Тегін',
      freeTitle: 'PRO-сыз жасалған',
      pro: 'PRO',
      proTitle: 'PRO арқылы жасалған: оны қоймаға жіберуге болады',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'Таңдалған файл',
      selected: 'Таңдалған файлдар: {{count}}',
    },
    preview: {
      download: 'Жүктеп алу',
      print: 'Басып шығару',
      close: 'Жабу',
    },
    exportTitle: 'Файлдарды жүктеп алу',
    exportHint:
      'JPEG — басып шығаруға арналған сурет (300 dpi), PDF — мәтінімен және қаріптерімен.',
    mass: {
      wait: 'Файлдар әлі жасалып жатыр…',
      failed: 'Жасалмай қалған файлдар: {{count}}',
      zip: 'Барлығын жүктеп алу (ZIP)',
      pdf: 'Басып шығаруға бір PDF',
    },
    empty: {
      all: 'Әзірге дайын файлдар жоқ',
      allText:
        'Мұнда редактордан басып шығарған, жүктеп алған немесе жіберген файлдарыңыз пайда болады.',
      action: 'Менің құжаттарыма',
      type: 'Бұл түрдегі файлдар жоқ',
      folder: 'Бұл қалта бос',
      trash: 'Себет бос',
      trashText: 'Жойылған файлдар себетті тазалағанша осында сақталады.',
      searchText: 'Жазылуын тексеріңіз немесе басқа сөзбен іздеп көріңіз.',
      mass: 'Бұл тапсырманың файлдары табылмады',
      unknown: 'Мұндай бет жоқ',
    },
    search: {
      label: 'Дайын файлдарды іздеу',
      placeholder: 'Файлдарды іздеу',
      hint: 'Кемінде 3 таңба',
      title: 'Іздеу: «{{query}}»',
    },
    trashNote: 'Себеттегі файлдарды ашу мүмкін емес — алдымен оларды қалпына келтіріңіз.',
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
        '{{count}} нысанды біржола жою керек пе? Файлдар қалпына келтіру мүмкіндігінсіз жойылады.',
      deleteForever_other:
        '{{count}} нысанды біржола жою керек пе? Файлдар қалпына келтіру мүмкіндігінсіз жойылады.',
      clearTrash: 'Себеттегінің бәрін біржола жою керек пе?',
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
        'Кейбір файлдар «Дайын файлдар» бөліміне қалпына келтірілді: олардың қалтасы жойылған немесе себетте жатыр.',
    },
    shareMobile: {
      title: 'Телефонға жіберу',
    },
  },
  errors: { ...docsErrorsKz, ...deliveryErrorsKz },
};
