// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsIt } from '@gramota/ui/strings/docs-errors.it';
import type { Translation } from '../../i18n/translation';
import type { ru } from './ru';

/** The storage in Italian (mirrors ru.ts; Italian's _many, for millions, says what _other says). */
export const it: Translation<typeof ru> = {
  storage: {
    views: {
      label: 'Sezioni dell’archivio',
      root: 'I miei file',
      shared: 'Condivisi con me',
      trash: 'Cestino',
      search: 'Cerca',
      folder: 'Cartella',
    },
    search: {
      label: 'Cerca nell’archivio',
      placeholder: 'Cerca file',
      hint: 'Almeno 3 caratteri',
      title: 'Ricerca: «{{query}}»',
    },
    actions: {
      upload: 'Carica',
      newFolder: 'Nuova cartella',
      open: 'Apri',
      download: 'Scarica',
      share: 'Condividi',
      rename: 'Rinomina',
      move: 'Sposta',
      remove: 'Sposta nel cestino',
      restore: 'Ripristina',
      deleteForever: 'Elimina definitivamente',
      clearTrash: 'Svuota cestino',
    },
    alerts: {
      selectItem: 'Seleziona un documento o una cartella',
      selectFile: 'Seleziona un file',
      recoverBeforeOpening: 'Ripristina il documento o la cartella prima di aprirlo!',
      nothingFound: 'Nessun risultato',
      sharedStay:
        'Ciò che altri hanno condiviso con te resta nelle loro cartelle: apri una cartella per spostare elementi al suo interno',
    },
    folders: {
      name: 'Nome',
      defaultName: 'Nuova cartella',
      newTitle: 'Nuova cartella',
      renameTitle: 'Rinomina',
      moveTitle: 'Sposta nella cartella',
      create: 'Crea',
      save: 'Salva',
    },
    confirm: {
      trashShared:
        '«{{name}}» appartiene a {{owner}}. Sparirà per tutti coloro con cui è condiviso e finirà nel cestino del proprietario con il tuo nome. Spostarlo nel cestino?',
      deleteForever_one:
        'Eliminare definitivamente {{count}} elemento? L’operazione è irreversibile.',
      deleteForever_many:
        'Eliminare definitivamente {{count}} elementi? L’operazione è irreversibile.',
      deleteForever_other:
        'Eliminare definitivamente {{count}} elementi? L’operazione è irreversibile.',
      clearTrash: 'Eliminare definitivamente tutto ciò che è nel cestino?',
    },
    done: {
      folderCreated: 'Cartella creata',
      renamed: 'Nome modificato',
      moved_one: '{{count}} elemento spostato',
      moved_many: '{{count}} elementi spostati',
      moved_other: '{{count}} elementi spostati',
      trashed_one: '{{count}} elemento spostato nel cestino',
      trashed_many: '{{count}} elementi spostati nel cestino',
      trashed_other: '{{count}} elementi spostati nel cestino',
      restored_one: '{{count}} elemento ripristinato',
      restored_many: '{{count}} elementi ripristinati',
      restored_other: '{{count}} elementi ripristinati',
      deleted_one: '{{count}} elemento eliminato definitivamente',
      deleted_many: '{{count}} elementi eliminati definitivamente',
      deleted_other: '{{count}} elementi eliminati definitivamente',
      cleared: 'Cestino svuotato',
      restoredToRoot:
        'Alcuni elementi sono tornati in «I miei file»: la loro cartella è stata eliminata o è nel cestino.',
      uploaded_one: '{{count}} file caricato',
      uploaded_many: '{{count}} file caricati',
      uploaded_other: '{{count}} file caricati',
    },
    empty: {
      root: 'L’archivio è vuoto',
      rootText:
        'Conserva qui i file pronti in cartelle e condividili con i colleghi: inviali da «File pronti» con il pulsante «Nell’archivio» oppure carica PDF e immagini dal computer.',
      toReady: 'Ai file pronti',
      folder: 'Questa cartella è vuota',
      folderText: 'Trascina qui PDF o immagini dal computer oppure premi «Carica».',
      shared: 'Nessuno ha ancora condiviso nulla con te',
      sharedText: 'Qui compariranno i file e le cartelle che i colleghi condivideranno con te.',
      trash: 'Il cestino è vuoto',
      trashText: 'I file e le cartelle eliminati restano qui finché non svuoti il cestino.',
      searchText: 'Controlla l’ortografia o prova con un’altra parola.',
      missing: 'Questa cartella non esiste o non è condivisa con te',
      unknown: 'Questa pagina dell’archivio non esiste',
      signIn: 'Accedi per usare l’archivio',
      signInText: 'L’archivio conserva i file nel tuo account, perciò devi accedere.',
      signInAction: 'Accedi',
    },
    notes: {
      trash: 'I file nel cestino non si possono aprire: prima ripristinali.',
      trashedBy: '«{{item}}» — spostato nel cestino da {{name}}',
      shared:
        'Ciò che i colleghi hanno condiviso con te. Per ogni elemento è indicato se puoi solo visualizzarlo o anche modificarlo.',
      viewOnlyAccess:
        'Il tuo accesso a questo account permette di visualizzare l’archivio, ma non di modificarlo.',
    },
    shared: {
      by: 'Condiviso da {{name}} ({{email}}).',
      folder: 'Cartella di {{name}} ({{email}}).',
      viewOnly: 'Solo visualizzazione.',
      canEdit: 'Puoi modificare.',
    },
    upload: {
      drop: 'Rilascia i file per caricarli in questa cartella',
      notHere:
        'Puoi caricare file nelle tue cartelle o in una cartella condivisa con te con il permesso di modifica',
      uploading_one: 'Caricamento di {{count}} file…',
      uploading_many: 'Caricamento di {{count}} file…',
      uploading_other: 'Caricamento di {{count}} file…',
      dismiss: 'Chiudi',
    },
    viewer: {
      open: 'Apri in una nuova scheda',
      download: 'Scarica',
      close: 'Chiudi',
      loading: 'Caricamento…',
    },
    link: {
      loading: 'Apertura del link…',
      by: 'Condiviso da {{name}}.',
      missingText: 'Chiedi a chi te l’ha inviato un nuovo link.',
      empty: 'Qui non c’è ancora nulla',
      path: 'Cartelle del link',
      folders: 'Cartelle',
      files: 'File',
      openFile: 'Apri {{name}}',
      downloadFile: 'Scarica {{name}}',
    },
    promo: {
      button: 'Per le scuole',
      title: 'Account scolastico',
      loading: 'Caricamento…',
      action: 'Scopri di più',
      close: 'Chiudi',
      note: 'Condividi file con i colleghi? L’account scolastico dà a ogni insegnante della scuola il proprio archivio e cartelle condivise.',
      more: 'Per le scuole',
      hide: 'Nascondi',
    },
  },
  errors: {
    ...docsErrorsIt,
    name_path: 'Il nome non può contenere / o \\',
    upload_empty: 'Scegli un file da caricare',
    upload_too_many: 'Puoi caricare al massimo 20 file alla volta',
    upload_too_large: 'Un file può essere al massimo di 30 MB',
    upload_type: 'Si possono caricare solo file PDF, JPEG, PNG e WebP',
    upload_broken: 'Il file è danneggiato e non si riesce a leggerlo',
    upload_too_many_pixels: 'L’immagine è troppo grande (al massimo 60 megapixel)',
    view_only: 'Questa cartella è in sola visualizzazione',
    owner_only: 'Solo il proprietario può farlo',
    code_not_found: 'Il link non esiste o è stato disattivato',
    login_required: 'Accedi per usare l’archivio',
    share_type_invalid: 'Tipo di accesso sconosciuto',
    share_user_missing: 'Non esiste un utente con questa e-mail o questo id',
    share_self: 'Non puoi condividere con te stesso',
    share_user_exists: 'Questa persona ha già accesso',
    different_access: 'Gli elementi selezionati hanno livelli di accesso diversi',
  },
};
