import type { WorkshopErrorCode } from '@gramota/contracts';
import { docsErrorsRu } from '@gramota/ui';

/** The workshop contract's error codes in Russian (en: the contract's own texts). */
export const workshopErrorsRu: Record<WorkshopErrorCode, string> = {
  login_required: 'Войдите, чтобы создать шаблон',
  not_found: 'Не найдено',
  forbidden: 'Доступ запрещён',
  format_invalid: 'Неизвестный формат страницы',
  maket_invalid: 'Неизвестный макет',
  scene_invalid: 'Не удалось прочитать шаблон',
  scene_too_large: 'Шаблон слишком большой',
  margins_invalid: 'Не удалось прочитать поля',
  template_locked:
    'По этому шаблону уже есть файлы в хранилище: сделайте его копию, чтобы изменить оформление',
  template_in_use:
    'Этот шаблон используют созданные по нему документы: сначала удалите их или оставьте шаблон',
  not_ready: 'Шаблон готовится: нажмите «Готово» в редакторе шаблона',
  file_missing: 'Выберите картинку для загрузки',
  file_too_large: 'Картинка больше 10 МБ',
  file_not_image: 'Этот файл не картинка: загрузите JPEG, PNG или WebP',
  file_svg: 'Картинки SVG загрузить нельзя: сохраните её в PNG',
  image_too_large: 'В картинке слишком много пикселей',
  upload_failed: 'Ошибка загрузки. Попробуйте ещё раз',
  upload_rate: 'Слишком много загрузок: попробуйте через несколько минут',
  share_type_invalid: 'Неизвестный тип доступа',
  share_user_missing: 'Нет пользователя с такой почтой или id',
  share_self: 'Нельзя поделиться с самим собой',
  share_user_exists: 'У этого пользователя уже есть доступ',
  different_access: 'У выбранных объектов разные уровни доступа',
  selection_empty: 'Выберите документ или папку',
  select_template: 'Выберите шаблон',
  create_failed: 'Не удалось создать шаблон. Попробуйте ещё раз',
};

/**
 * The area's error texts, one table for My templates and the canvas editor (namespace
 * 'workshop', key `errors.<code>`: where the shared folder commands and areaErrorMessage look):
 * the contract's codes of the docs-style form actions and of the workshop calls.
 * error-strings.{en,uk,kz,be,de,it}.ts give the other languages, loaded when chosen.
 */
export const errorsRu = { ...docsErrorsRu, ...workshopErrorsRu };
export type WorkshopErrors = typeof errorsRu;
