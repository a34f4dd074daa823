import type { DocsErrorCode } from '@gramota/contracts';

/** The docs contract's error codes in Italian (loaded with the areas' Italian strings only). */
export const docsErrorsIt: Record<DocsErrorCode, string> = {
  not_found: 'Non trovato',
  forbidden: 'Accesso negato',
  name_empty: 'Compila questo campo',
  name_too_long: 'Il campo non può superare i 100 caratteri',
  doc_name_too_long: 'Il campo non può superare i 200 caratteri',
  name_html: 'Il nome non può contenere tag HTML',
  search_too_short: 'Inserisci almeno 3 caratteri',
  search_too_long: 'La ricerca non può superare i 100 caratteri',
  type_invalid: 'Tipo di documento sconosciuto',
  view_invalid: 'Sezione sconosciuta',
  selection_empty: 'Seleziona un documento o una cartella',
  selection_invalid: 'Oggetti sconosciuti',
  selection_too_large: 'Troppi oggetti selezionati',
  select_document: 'Seleziona un documento',
  rename_one: 'Seleziona un solo documento o una sola cartella',
  action_invalid: 'Azione sconosciuta',
  already_in_trash: 'Questo oggetto è già nel cestino',
  not_in_trash: 'Questo oggetto non è nel cestino',
  trashed_with_folder:
    'Questo oggetto è finito nel cestino insieme alla sua cartella: ripristina o elimina l’intera cartella',
  in_trash: 'Ripristina il documento o la cartella prima di aprirlo!',
  move_into_itself: 'Una cartella non può essere spostata in se stessa o in una sua sottocartella',
  template_not_found: 'Modello non trovato',
  need_only_docs: 'Seleziona solo documenti!',
  need_pro:
    'Per ottenere i file in questo modo serve l’accesso PRO a tutti i modelli dei documenti selezionati.',
  more_than_30: 'Puoi creare file da non più di 30 documenti alla volta',
  generation_unavailable: 'La creazione di file non è ancora disponibile su questo server',
};
