import type { PromoSchoolAnswer } from '@gramota/contracts';
import type { MailLanguage } from '../mail';

/** Where a teacher asks for a school account: the pay page. */
export const PROMO_SCHOOL_ACTION_URL = '/app/pay/';

type PromoTexts = Pick<PromoSchoolAnswer, 'title' | 'text' | 'features'>;

/**
 * The school account offer (seed 001 §7 promo-school-modal), shown from the storage because
 * sharing folders between colleagues is what a school account is for. Plain text: the area
 * renders it as text, never as HTML.
 */
export const PROMO_SCHOOL_TEXTS: Record<MailLanguage, PromoTexts> = {
  ru: {
    title: 'Школьный аккаунт',
    text: [
      'Школьный аккаунт объединяет учителей одной школы. Коллеги открывают друг другу папки с ' +
        'грамотами и дипломами прямо в хранилище — не нужно пересылать файлы по почте.',
      'Завуч проверяет документы до печати, а школа оплачивает доступ один раз за всех ' +
        'сотрудников.',
    ],
    features: [
      'Общие папки для коллег: только просмотр или редактирование',
      'Завуч или директор проверяет грамоты перед печатью',
      'Одна оплата за весь педагогический коллектив',
      'Счёт и закрывающие документы для бухгалтерии',
    ],
  },
  en: {
    title: 'School account',
    text: [
      'A school account brings the teachers of one school together. Colleagues open folders of ' +
        'certificates and diplomas to each other right in the storage, with no files sent by ' +
        'e-mail.',
      'The head teacher checks the documents before they are printed, and the school pays once ' +
        'for the whole staff.',
    ],
    features: [
      'Shared folders for colleagues: view only or edit',
      'The head teacher or principal checks certificates before printing',
      'One payment for the whole teaching staff',
      'An invoice and closing documents for the accountant',
    ],
  },
};
