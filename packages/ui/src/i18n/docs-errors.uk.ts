import type { DocsErrorCode } from '@gramota/contracts';

/** The docs contract's error codes in Ukrainian (loaded with the areas' Ukrainian strings only). */
export const docsErrorsUk: Record<DocsErrorCode, string> = {
  not_found: 'Не знайдено',
  forbidden: 'Доступ заборонено',
  name_empty: 'Заповніть це поле',
  name_too_long: 'Поле не може бути довшим за 100 символів',
  doc_name_too_long: 'Поле не може бути довшим за 200 символів',
  name_html: 'Назва не може містити HTML-теги',
  search_too_short: 'Введіть щонайменше 3 символи',
  search_too_long: 'Пошуковий запит не може бути довшим за 100 символів',
  type_invalid: 'Невідомий тип документа',
  view_invalid: 'Невідомий розділ',
  selection_empty: 'Виберіть документ або папку',
  selection_invalid: 'Невідомі об’єкти',
  selection_too_large: 'Вибрано забагато об’єктів',
  select_document: 'Виберіть документ',
  rename_one: 'Виберіть один документ або папку',
  action_invalid: 'Невідома дія',
  already_in_trash: 'Цей об’єкт уже в кошику',
  not_in_trash: 'Цього об’єкта немає в кошику',
  trashed_with_folder:
    'Цей об’єкт потрапив до кошика разом із папкою: відновіть або видаліть папку повністю',
  in_trash: 'Відновіть документ або папку, перш ніж відкрити!',
  move_into_itself: 'Папку не можна перемістити в неї саму або в її вкладену папку',
  template_not_found: 'Шаблон не знайдено',
  need_only_docs: 'Будь ласка, виберіть лише документи!',
  need_pro:
    'Щоб отримати файли цим способом, потрібен PRO-доступ до всіх шаблонів вибраних документів.',
  more_than_30: 'За один раз можна створити файли щонайбільше з 30 документів',
  generation_unavailable: 'Створення файлів на цьому сервері поки недоступне',
};
