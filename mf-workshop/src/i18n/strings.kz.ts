import { listKz } from '../list/i18n/kz';
import { redactorKz } from '../redactor/i18n/kz';
import { errorsKz } from './error-strings.kz';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in Kazakh, one chunk (mirrors strings.ts). */
export const kz: Translation<WorkshopStrings> = { errors: errorsKz, ...listKz, ...redactorKz };
