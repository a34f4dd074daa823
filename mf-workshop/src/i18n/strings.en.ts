import { listEn } from '../list/i18n/en';
import { redactorEn } from '../redactor/i18n/en';
import { errorsEn } from './error-strings.en';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in English, one chunk (mirrors strings.ts). */
export const en: Translation<WorkshopStrings> = { errors: errorsEn, ...listEn, ...redactorEn };
