import type { WorkshopErrorCode } from '@gramota/contracts';
// The Kazakh docs error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsKz } from '@gramota/ui/strings/docs-errors.kz';
import type { WorkshopErrors } from './error-strings';

const workshopErrorsKz: Record<WorkshopErrorCode, string> = {
  login_required: 'Үлгі жасау үшін кіріңіз',
  not_found: 'Табылмады',
  forbidden: 'Қолжетімділік жоқ',
  format_invalid: 'Беттің пішімі белгісіз',
  maket_invalid: 'Макет белгісіз',
  scene_invalid: 'Үлгіні оқу мүмкін болмады',
  scene_too_large: 'Үлгі тым үлкен',
  margins_invalid: 'Өрістерді оқу мүмкін болмады',
  template_locked:
    'Бұл үлгі бойынша қоймада файлдар бар: безендіруді өзгерту үшін оның көшірмесін жасаңыз',
  template_in_use:
    'Бұл үлгіні ол бойынша жасалған құжаттар пайдаланады: алдымен оларды жойыңыз немесе үлгіні қалдырыңыз',
  not_ready: 'Үлгі дайындалып жатыр: үлгі редакторында «Дайын» түймесін басыңыз',
  file_missing: 'Жүктеу үшін суретті таңдаңыз',
  file_too_large: 'Сурет 10 МБ-тан үлкен',
  file_not_image: 'Бұл файл сурет емес: JPEG, PNG немесе WebP жүктеңіз',
  file_svg: 'SVG суреттерін жүктеуге болмайды: оны PNG пішімінде сақтаңыз',
  image_too_large: 'Суретте пиксельдер тым көп',
  upload_failed: 'Жүктеу қатесі. Қайталап көріңіз',
  upload_rate: 'Тым көп жүктеу: бірнеше минуттан кейін қайталаңыз',
  share_type_invalid: 'Қолжетімділік түрі белгісіз',
  share_user_missing: 'Мұндай поштасы немесе id-і бар пайдаланушы жоқ',
  share_self: 'Өзіңізбен бөлісуге болмайды',
  share_user_exists: 'Бұл пайдаланушының қолжетімділігі бар',
  different_access: 'Таңдалған нысандардың қолжетімділік деңгейлері әртүрлі',
  selection_empty: 'Құжатты немесе қалтаны таңдаңыз',
  select_template: 'Үлгіні таңдаңыз',
  create_failed: 'Үлгіні жасау мүмкін болмады. Қайталап көріңіз',
};

/** The area's error texts in Kazakh (the workshop's codes win, as in Russian). */
export const errorsKz: WorkshopErrors = { ...docsErrorsKz, ...workshopErrorsKz };
