// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
// eslint-disable-next-line no-restricted-imports
import { docsErrorsKz } from '@gramota/ui/src/i18n/docs-errors.kz';
import type { Translation } from '../../i18n/translation';
import type { ru } from './ru';

/** The storage in Kazakh (mirrors ru.ts; Kazakh counts with _one/_other only). */
export const kz: Translation<typeof ru> = {
  storage: {
    views: {
      label: 'Қойма бөлімдері',
      root: 'Менің файлдарым',
      shared: 'Маған қолжетімді',
      trash: 'Себет',
      search: 'Іздеу',
      folder: 'Қалта',
    },
    search: {
      label: 'Қоймадан іздеу',
      placeholder: 'Файлдарды іздеу',
      hint: 'Кемінде 3 таңба',
      title: 'Іздеу: «{{query}}»',
    },
    actions: {
      upload: 'Жүктеп салу',
      newFolder: 'Жаңа қалта',
      open: 'Ашу',
      download: 'Жүктеп алу',
      share: 'Қолжетімділік',
      rename: 'Атын өзгерту',
      move: 'Жылжыту',
      remove: 'Себетке тастау',
      restore: 'Қалпына келтіру',
      deleteForever: 'Біржола жою',
      clearTrash: 'Себетті тазалау',
    },
    alerts: {
      selectItem: 'Құжатты немесе қалтаны таңдаңыз',
      selectFile: 'Файлды таңдаңыз',
      recoverBeforeOpening: 'Ашпас бұрын құжатты немесе қалтаны қалпына келтіріңіз!',
      nothingFound: 'Ештеңе табылмады',
      sharedStay:
        'Сізбен бөліскен нәрселер иесінің қалталарында қалады: ішінде жылжыту үшін қалтаны ашыңыз',
    },
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
      deleteForever_one: '{{count}} нысанды біржола жою керек пе? Мұны болдырмау мүмкін емес.',
      deleteForever_other: '{{count}} нысанды біржола жою керек пе? Мұны болдырмау мүмкін емес.',
      clearTrash: 'Себеттегінің бәрін біржола жою керек пе?',
    },
    done: {
      folderCreated: 'Қалта жасалды',
      renamed: 'Атауы өзгертілді',
      moved_one: '{{count}} нысан жылжытылды',
      moved_other: '{{count}} нысан жылжытылды',
      trashed_one: '{{count}} нысан себетке жылжытылды',
      trashed_other: '{{count}} нысан себетке жылжытылды',
      restored_one: '{{count}} нысан қалпына келтірілді',
      restored_other: '{{count}} нысан қалпына келтірілді',
      deleted_one: '{{count}} нысан біржола жойылды',
      deleted_other: '{{count}} нысан біржола жойылды',
      cleared: 'Себет тазаланды',
      restoredToRoot:
        'Кейбір нысандар «Менің файлдарым» бөліміне қайтарылды: олардың қалтасы жойылған немесе себетте жатыр.',
      uploaded_one: '{{count}} файл жүктеп салынды',
      uploaded_other: '{{count}} файл жүктеп салынды',
    },
    empty: {
      root: 'Қойма бос',
      rootText:
        'Дайын файлдарды осында қалталарда сақтап, әріптестеріңізбен бөлісіңіз: оларды «Дайын файлдар» бөлімінен «Қоймаға» түймесімен жіберіңіз немесе компьютерден PDF мен суреттерді жүктеп салыңыз.',
      toReady: 'Дайын файлдарға',
      folder: 'Бұл қалта бос',
      folderText:
        'PDF немесе суреттерді компьютерден осында сүйреп әкеліңіз не «Жүктеп салу» түймесін басыңыз.',
      shared: 'Сізбен әзірге ештеңе бөліспеді',
      sharedText: 'Әріптестеріңіз бөліскен файлдар мен қалталар осында пайда болады.',
      trash: 'Себет бос',
      trashText: 'Жойылған файлдар мен қалталар себетті тазалағанша осында сақталады.',
      searchText: 'Жазылуын тексеріңіз немесе басқа сөзбен іздеп көріңіз.',
      missing: 'Бұл қалта жоқ немесе сізге қолжетімсіз',
      unknown: 'Қоймада мұндай бет жоқ',
      signIn: 'Қойманы пайдалану үшін жүйеге кіріңіз',
      signInText: 'Қойма файлдарды сіздің тіркелгіңізде сақтайды, сондықтан жүйеге кіру керек.',
      signInAction: 'Кіру',
    },
    notes: {
      trash: 'Себеттегі файлдарды ашуға болмайды — алдымен оларды қалпына келтіріңіз.',
      shared:
        'Әріптестеріңіз сізбен бөліскен нәрселер. Әр нысанның жанында оны тек қарауға ма, әлде өзгертуге де бола ма, көрсетілген.',
      viewOnlyAccess:
        'Осы тіркелгіге қолжетімділігіңіз қойманы қарауға мүмкіндік береді, бірақ өзгертуге емес.',
    },
    shared: {
      by: 'Бөліскен: {{name}} ({{email}}).',
      folder: '{{name}} ({{email}}) пайдаланушысының қалтасы.',
      viewOnly: 'Тек қарау.',
      canEdit: 'Өзгертуге болады.',
    },
    upload: {
      drop: 'Файлдарды осы қалтаға жүктеп салу үшін оларды осында тастаңыз',
      notHere:
        'Файлдарды өз қалталарыңызға немесе сізбен өзгерту құқығымен бөліскен қалтаға жүктеп салуға болады',
      uploading_one: '{{count}} файл жүктеп салынуда…',
      uploading_other: '{{count}} файл жүктеп салынуда…',
      dismiss: 'Жабу',
    },
    viewer: {
      open: 'Жаңа бетте ашу',
      download: 'Жүктеп алу',
      close: 'Жабу',
      loading: 'Жүктелуде…',
    },
    link: {
      loading: 'Сілтеме ашылуда…',
      missingText: 'Оны жіберген адамнан жаңа сілтеме сұраңыз.',
      empty: 'Мұнда әзірге ештеңе жоқ',
      path: 'Сілтеме қалталары',
      folders: 'Қалталар',
      files: 'Файлдар',
      openFile: '{{name}} ашу',
      downloadFile: '{{name}} жүктеп алу',
    },
    promo: {
      button: 'Мектептерге',
      title: 'Мектеп аккаунты',
      loading: 'Жүктелуде…',
      action: 'Толығырақ',
      close: 'Жабу',
      note: 'Әріптестеріңізбен файл бөлісесіз бе? Мектеп аккаунты мектептің әр мұғаліміне жеке қойма мен ортақ қалталар береді.',
      more: 'Мектептерге',
      hide: 'Жасыру',
    },
  },
  errors: {
    ...docsErrorsKz,
    name_path: 'Атауында / немесе \\ болмауы керек',
    upload_empty: 'Жүктеп салу үшін файлды таңдаңыз',
    upload_too_many: 'Бір рет 20 файлдан артық жүктеп салуға болмайды',
    upload_too_large: 'Файл 30 МБ-тан аспауы керек',
    upload_type: 'Тек PDF, JPEG, PNG және WebP файлдарын жүктеп салуға болады',
    upload_broken: 'Файл бүлінген, оны оқу мүмкін емес',
    upload_too_many_pixels: 'Сурет тым үлкен (60 мегапиксельден аспауы керек)',
    view_only: 'Бұл қалтаны тек қарауға болады',
    owner_only: 'Мұны тек иесі істей алады',
    code_not_found: 'Сілтеме жоқ немесе өшірілген',
    login_required: 'Қойманы пайдалану үшін жүйеге кіріңіз',
    share_type_invalid: 'Белгісіз қолжетімділік түрі',
    share_user_missing: 'Мұндай поштасы немесе id-і бар пайдаланушы жоқ',
    share_self: 'Өзіңізбен бөлісуге болмайды',
    share_user_exists: 'Бұл пайдаланушының қолжетімділігі бар',
    different_access: 'Таңдалған нысандардың қолжетімділік деңгейлері әртүрлі',
  },
};
