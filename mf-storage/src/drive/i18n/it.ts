// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsIt } from '@gramota/ui/strings/docs-errors.it';
import type { Translation } from '../../i18n/translation';
import type { DriveStrings } from './ru';

/** The Drive in Italian (mirrors ru.ts; Italian's _many, for millions, says what _other says). */
export const it: Translation<DriveStrings> = {
  drive: {
    views: {
      label: 'Sezioni del Drive',
      all: 'Drive',
      trash: 'Cestino',
      search: 'Cerca',
      folder: 'Cartella',
    },
    actions: {
      open: 'Apri',
      newFolder: 'Nuova cartella',
      rename: 'Rinomina',
      move: 'Sposta',
      remove: 'Sposta nel cestino',
      restore: 'Ripristina',
      deleteForever: 'Elimina definitivamente',
      clearTrash: 'Svuota cestino',
    },
    alerts: {
      selectItem: 'Seleziona un documento o una cartella',
      recoverBeforeOpening: 'Ripristina il documento o la cartella prima di aprirlo!',
      nothingFound: 'Nessun risultato',
    },
    search: {
      label: 'Cerca nel Drive',
      placeholder: 'Cerca nel Drive',
      hint: 'Almeno 3 caratteri',
      title: 'Ricerca: «{{query}}»',
    },
    group: {
      made: 'File pronti: {{ready}} su {{count}}',
      making:
        'Gli altri sono ancora in creazione o non sono riusciti: i dettagli sono nella pagina del gruppo.',
      selected: 'Selezionati: {{count}}',
    },
    empty: {
      all: 'Il Drive è vuoto',
      allText:
        'Qui si trovano i gruppi di file creati in serie: apri un documento, scegli «Creazione in serie» e salva i file nel Drive.',
      action: 'Ai miei documenti',
      folder: 'Questa cartella è vuota',
      trash: 'Il cestino è vuoto',
      trashText: 'I gruppi e le cartelle eliminati restano qui finché non svuoti il cestino.',
      searchText: 'Controlla l’ortografia o prova con un’altra parola.',
      unknown: 'Questa pagina non esiste',
      signedOut: 'Il Drive è disponibile dopo l’accesso',
      signedOutText: 'Accedi per conservare qui i file creati in serie.',
      logIn: 'Accedi',
    },
    trashNote:
      'I gruppi nel cestino non si possono aprire: prima ripristinali. Le e-mail di un gruppo nel cestino aspettano finché non viene ripristinato.',
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
      deleteForever_one:
        'Eliminare definitivamente {{count}} elemento? Le e-mail non ancora inviate non partiranno; i file creati restano in «File pronti».',
      deleteForever_many:
        'Eliminare definitivamente {{count}} elementi? Le e-mail non ancora inviate non partiranno; i file creati restano in «File pronti».',
      deleteForever_other:
        'Eliminare definitivamente {{count}} elementi? Le e-mail non ancora inviate non partiranno; i file creati restano in «File pronti».',
      clearTrash:
        'Eliminare definitivamente tutto ciò che è nel cestino? I file creati restano in «File pronti».',
    },
    done: {
      folderCreated: 'Cartella creata',
      renamed: 'Nome modificato',
      moved: 'Elementi spostati: {{count}}',
      trashed: 'Spostati nel cestino: {{count}}',
      restored: 'Ripristinati: {{count}}',
      deleted: 'Eliminati definitivamente: {{count}}',
      cleared: 'Cestino svuotato',
      restoredToRoot:
        'Alcuni gruppi sono tornati al livello principale del Drive: la loro cartella è stata eliminata o è nel cestino.',
    },
  },
  errors: docsErrorsIt,
};
