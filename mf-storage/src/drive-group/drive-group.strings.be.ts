import type { Translation } from '../i18n/translation';
import type { DriveGroupStrings } from './drive-group.strings';

/** A drive run's group page, Belarusian (mirrors drive-group.strings.ts). */
export const driveGroupBe: Translation<DriveGroupStrings> = {
  title: 'Дакументы „{{name}}“',
  created: 'Створана {{time}}',
  mailAfter: 'Лісты адпраўляюцца не раней за {{time}}',
  notFound: 'Такой групы файлаў няма, або яна не ваша.',
  loadFailed: 'Не ўдалося загрузіць файлы. Паспрабуйце яшчэ раз.',
  columns: { row: '№', name: 'Файл', state: 'Гатоўнасць', email: 'E-mail', mail: 'Ліст' },
  states: { ready: 'Гатовы', wait: 'Ствараецца…', error: 'Памылка' },
  mail: { none: '—', waiting: 'Чакае адпраўкі', sent: 'Адпраўлены', failed: 'Не адпраўлены' },
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Не адпраўлена: ваш уліковы запіс сёння адправіў столькі лістоў, колькі можна. Астатнія адпраўце заўтра.',
    installation_day_limit:
      'Не адпраўлена: сервер сёння адправіў столькі лістоў, колькі можна. Паспрабуйце заўтра.',
    unsubscribed: 'Не адпраўлена: гэты адрас адпісаўся ад вашых лістоў.',
    unverified: 'Не адпраўлена: спачатку пацвердзіце свой адрас электроннай пошты.',
  },
  open: 'Адкрыць',
  pdf: 'PDF',
};
