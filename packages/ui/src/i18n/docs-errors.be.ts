import type { DocsErrorCode } from '@gramota/contracts';

/** The docs contract's error codes in Belarusian (loaded with the areas' Belarusian strings only). */
export const docsErrorsBe: Record<DocsErrorCode, string> = {
  not_found: 'Не знойдзена',
  forbidden: 'Доступ забаронены',
  name_empty: 'Запоўніце гэтае поле',
  name_too_long: 'Поле не можа быць даўжэйшым за 100 сімвалаў',
  doc_name_too_long: 'Поле не можа быць даўжэйшым за 200 сімвалаў',
  name_html: 'Назва не можа змяшчаць HTML-тэгі',
  search_too_short: 'Увядзіце не менш за 3 сімвалы',
  search_too_long: 'Пошукавы запыт не можа быць даўжэйшым за 100 сімвалаў',
  type_invalid: 'Невядомы тып дакумента',
  view_invalid: 'Невядомы раздзел',
  selection_empty: 'Выберыце дакумент або тэчку',
  selection_invalid: 'Невядомыя аб’екты',
  selection_too_large: 'Выбрана занадта шмат аб’ектаў',
  select_document: 'Выберыце дакумент',
  rename_one: 'Выберыце адзін дакумент або тэчку',
  action_invalid: 'Невядомае дзеянне',
  already_in_trash: 'Гэты аб’ект ужо ў сметніцы',
  not_in_trash: 'Гэтага аб’екта няма ў сметніцы',
  trashed_with_folder:
    'Гэты аб’ект трапіў у сметніцу разам з тэчкай: аднавіце або выдаліце тэчку цалкам',
  in_trash: 'Аднавіце дакумент або тэчку, перш чым адкрыць!',
  move_into_itself: 'Тэчку нельга перамясціць у саму сябе або ў яе ўкладзеную тэчку',
  template_not_found: 'Шаблон не знойдзены',
  need_only_docs: 'Калі ласка, выберыце толькі дакументы!',
  need_pro:
    'Каб атрымаць файлы гэтым спосабам, патрэбны PRO-доступ да ўсіх шаблонаў выбраных дакументаў.',
  more_than_30: 'За адзін раз можна стварыць файлы не больш чым з 30 дакументаў',
  generation_unavailable: 'Стварэнне файлаў на гэтым серверы пакуль недаступнае',
};
