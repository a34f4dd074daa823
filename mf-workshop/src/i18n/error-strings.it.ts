import type { WorkshopErrorCode } from '@gramota/contracts';
// The Italian docs error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsIt } from '@gramota/ui/strings/docs-errors.it';
import type { WorkshopErrors } from './error-strings';

const workshopErrorsIt: Record<WorkshopErrorCode, string> = {
  login_required: 'Accedi per creare un modello',
  not_found: 'Non trovato',
  forbidden: 'Accesso negato',
  format_invalid: 'Formato di pagina sconosciuto',
  maket_invalid: 'Layout sconosciuto',
  scene_invalid: 'Non è stato possibile leggere il modello',
  scene_too_large: 'Il modello è troppo grande',
  margins_invalid: 'Non è stato possibile leggere i margini',
  template_locked:
    'Da questo modello ci sono già file nell’archivio: creane una copia per cambiarne la grafica',
  template_in_use:
    'Questo modello è usato dai documenti creati con esso: prima eliminali oppure tieni il modello',
  not_ready: 'Il modello è in preparazione: premi «Fatto» nell’editor del modello',
  file_missing: 'Scegli un’immagine da caricare',
  file_too_large: 'L’immagine supera i 10 MB',
  file_not_image: 'Questo file non è un’immagine: carica un JPEG, PNG o WebP',
  file_svg: 'Le immagini SVG non si possono caricare: salvala in PNG',
  image_too_large: 'L’immagine ha troppi pixel',
  upload_failed: 'Errore di caricamento. Riprova',
  upload_rate: 'Troppe immagini caricate: riprova tra qualche minuto',
  share_type_invalid: 'Tipo di accesso sconosciuto',
  share_user_missing: 'Non esiste un utente con questa e-mail o id',
  share_self: 'Non puoi condividere con te stesso',
  share_user_exists: 'Questo utente ha già accesso',
  different_access: 'Gli elementi selezionati hanno livelli di accesso diversi',
  selection_empty: 'Seleziona un documento o una cartella',
  select_template: 'Seleziona un modello',
  create_failed: 'Non è stato possibile creare il modello. Riprova',
};

/** The area's error texts in Italian (the workshop's codes win, as in Russian). */
export const errorsIt: WorkshopErrors = { ...docsErrorsIt, ...workshopErrorsIt };
