import type { Language, PromoSchoolAnswer } from '@gramota/contracts';
import { textsOf } from '../../shared/texts';

/** Where a teacher asks for a school account: the pay page. */
export const PROMO_SCHOOL_ACTION_URL = '/app/pay/';

export type PromoTexts = Pick<PromoSchoolAnswer, 'title' | 'text' | 'features'>;

/**
 * The school account offer (seed 001 §7 promo-school-modal, backend/locales/{lng}/storage.json),
 * shown from the storage because sharing folders between colleagues is what a school account is
 * for. Plain text: the area renders it as text, never as HTML.
 */
export function promoSchoolTexts(language: Language): PromoTexts {
  return textsOf<PromoTexts>(language, 'storage:promoSchool');
}
