import type { DocsErrorCode } from '@gramota/contracts';

/**
 * The docs contract's error codes in Russian (en: the contract's own texts). Shared: My documents
 * and Ready files answer their form actions with these codes.
 */
export const docsErrorsRu: Record<DocsErrorCode, string> = {
  not_found: 'Не найдено',
  forbidden: 'Доступ запрещён',
  name_empty: 'Заполните это поле',
  name_too_long: 'Поле не может быть больше 100 символов',
  doc_name_too_long: 'Поле не может быть больше 200 символов',
  name_html: 'Название не может содержать HTML-теги',
  search_too_short: 'Введите не меньше 3 символов',
  search_too_long: 'Поисковый запрос не может быть длиннее 100 символов',
  type_invalid: 'Неизвестный тип документа',
  view_invalid: 'Неизвестный раздел',
  selection_empty: 'Выберите документ или папку',
  selection_invalid: 'Неизвестные объекты',
  selection_too_large: 'Выбрано слишком много объектов',
  select_document: 'Выберите документ',
  rename_one: 'Выберите один документ или папку',
  action_invalid: 'Неизвестное действие',
  already_in_trash: 'Этот объект уже в корзине',
  not_in_trash: 'Этого объекта нет в корзине',
  trashed_with_folder:
    'Этот объект попал в корзину вместе с папкой: восстановите или удалите папку целиком',
  in_trash: 'Восстановите документ или папку перед открытием!',
  move_into_itself: 'Папку нельзя переместить в саму себя или в её вложенную папку',
  template_not_found: 'Шаблон не найден',
  need_only_docs: 'Пожалуйста, выберите только документы!',
  need_pro:
    'Чтобы получить файлы этим способом, нужен PRO-доступ ко всем шаблонам выбранных документов.',
  more_than_30: 'За один раз можно создать файлы не больше чем из 30 документов',
  generation_unavailable: 'Создание файлов на этом сервере пока недоступно',
};
