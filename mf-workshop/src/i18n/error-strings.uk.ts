import type { WorkshopErrorCode } from '@gramota/contracts';
// The Ukrainian docs error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsUk } from '@gramota/ui/strings/docs-errors.uk';
import type { WorkshopErrors } from './error-strings';

const workshopErrorsUk: Record<WorkshopErrorCode, string> = {
  login_required: 'Увійдіть, щоб створити шаблон',
  not_found: 'Не знайдено',
  forbidden: 'Доступ заборонено',
  format_invalid: 'Невідомий формат сторінки',
  maket_invalid: 'Невідомий макет',
  scene_invalid: 'Не вдалося прочитати шаблон',
  scene_too_large: 'Шаблон завеликий',
  margins_invalid: 'Не вдалося прочитати поля',
  template_locked:
    'За цим шаблоном уже є файли у сховищі: зробіть його копію, щоб змінити оформлення',
  template_in_use:
    'Цей шаблон використовують створені за ним документи: спочатку видаліть їх або залиште шаблон',
  not_ready: 'Шаблон готується: натисніть „Готово“ в редакторі шаблону',
  file_missing: 'Виберіть зображення для завантаження',
  file_too_large: 'Зображення більше за 10 МБ',
  file_not_image: 'Цей файл не зображення: завантажте JPEG, PNG або WebP',
  file_svg: 'Зображення SVG завантажити не можна: збережіть його в PNG',
  image_too_large: 'У зображенні забагато пікселів',
  upload_failed: 'Помилка завантаження. Спробуйте ще раз',
  upload_rate: 'Забагато завантажень: спробуйте за кілька хвилин',
  share_type_invalid: 'Невідомий тип доступу',
  share_user_missing: 'Немає користувача з такою поштою або id',
  share_self: 'Не можна поділитися із самим собою',
  share_user_exists: 'Цей користувач уже має доступ',
  different_access: 'Вибрані об’єкти мають різні рівні доступу',
  selection_empty: 'Виберіть документ або папку',
  select_template: 'Виберіть шаблон',
  create_failed: 'Не вдалося створити шаблон. Спробуйте ще раз',
};

/** The area's error texts in Ukrainian (the workshop's codes win, as in Russian). */
export const errorsUk: WorkshopErrors = { ...docsErrorsUk, ...workshopErrorsUk };
