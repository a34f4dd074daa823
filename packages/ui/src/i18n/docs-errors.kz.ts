import type { DocsErrorCode } from '@gramota/contracts';

/** The docs contract's error codes in Kazakh (loaded with the areas' Kazakh strings only). */
export const docsErrorsKz: Record<DocsErrorCode, string> = {
  not_found: 'Табылмады',
  forbidden: 'Қолжетімділік жоқ',
  name_empty: 'Бұл өрісті толтырыңыз',
  name_too_long: 'Өріс 100 таңбадан аспауы керек',
  doc_name_too_long: 'Өріс 200 таңбадан аспауы керек',
  name_html: 'Атауда HTML тегтері болмауы керек',
  search_too_short: 'Кемінде 3 таңба енгізіңіз',
  search_too_long: 'Іздеу сұрауы 100 таңбадан аспауы керек',
  type_invalid: 'Құжаттың белгісіз түрі',
  view_invalid: 'Белгісіз бөлім',
  selection_empty: 'Құжатты немесе қалтаны таңдаңыз',
  selection_invalid: 'Белгісіз нысандар',
  selection_too_large: 'Тым көп нысан таңдалды',
  select_document: 'Құжатты таңдаңыз',
  rename_one: 'Бір құжатты немесе қалтаны таңдаңыз',
  action_invalid: 'Белгісіз әрекет',
  already_in_trash: 'Бұл нысан қазірдің өзінде себетте',
  not_in_trash: 'Бұл нысан себетте жоқ',
  trashed_with_folder:
    'Бұл нысан себетке қалтасымен бірге түсті: қалтаны толығымен қалпына келтіріңіз немесе жойыңыз',
  in_trash: 'Ашпас бұрын құжатты немесе қалтаны қалпына келтіріңіз!',
  move_into_itself: 'Қалтаны өзіне немесе өзінің ішкі қалтасына жылжытуға болмайды',
  template_not_found: 'Үлгі табылмады',
  need_only_docs: 'Тек құжаттарды таңдаңыз!',
  need_pro:
    'Файлдарды осылай алу үшін таңдалған құжаттардың барлық үлгілеріне PRO-қолжетімділік қажет.',
  more_than_30: 'Бір ретте ең көбі 30 құжаттан файл жасауға болады',
  generation_unavailable: 'Бұл серверде файл жасау әзірге қолжетімсіз',
};
