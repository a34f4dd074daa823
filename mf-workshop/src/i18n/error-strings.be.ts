import type { WorkshopErrorCode } from '@gramota/contracts';
// The Belarusian docs error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsBe } from '@gramota/ui/strings/docs-errors.be';
import type { WorkshopErrors } from './error-strings';

const workshopErrorsBe: Record<WorkshopErrorCode, string> = {
  login_required: 'Увайдзіце, каб стварыць шаблон',
  not_found: 'Не знойдзена',
  forbidden: 'Доступ забаронены',
  format_invalid: 'Невядомы фармат старонкі',
  maket_invalid: 'Невядомы макет',
  scene_invalid: 'Не ўдалося прачытаць шаблон',
  scene_too_large: 'Шаблон занадта вялікі',
  margins_invalid: 'Не ўдалося прачытаць палі',
  template_locked:
    'Па гэтым шаблоне ўжо ёсць файлы ў сховішчы: зрабіце яго копію, каб змяніць афармленне',
  template_in_use:
    'Гэты шаблон выкарыстоўваюць створаныя па ім дакументы: спачатку выдаліце іх або пакіньце шаблон',
  not_ready: 'Шаблон рыхтуецца: націсніце „Гатова“ ў рэдактары шаблона',
  file_missing: 'Выберыце малюнак для загрузкі',
  file_too_large: 'Малюнак большы за 10 МБ',
  file_not_image: 'Гэты файл не малюнак: загрузіце JPEG, PNG або WebP',
  file_svg: 'Малюнкі SVG загрузіць нельга: захавайце яго ў PNG',
  image_too_large: 'У малюнку занадта шмат пікселяў',
  upload_failed: 'Памылка загрузкі. Паспрабуйце яшчэ раз',
  upload_rate: 'Занадта шмат загрузак: паспрабуйце праз некалькі хвілін',
  share_type_invalid: 'Невядомы тып доступу',
  share_user_missing: 'Няма карыстальніка з такой поштай або id',
  share_self: 'Нельга падзяліцца з самім сабой',
  share_user_exists: 'У гэтага карыстальніка ўжо ёсць доступ',
  different_access: 'У выбраных аб’ектаў розныя ўзроўні доступу',
  selection_empty: 'Выберыце дакумент або тэчку',
  select_template: 'Выберыце шаблон',
  create_failed: 'Не ўдалося стварыць шаблон. Паспрабуйце яшчэ раз',
};

/** The area's error texts in Belarusian (the workshop's codes win, as in Russian). */
export const errorsBe: WorkshopErrors = { ...docsErrorsBe, ...workshopErrorsBe };
