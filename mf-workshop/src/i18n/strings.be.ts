import { listBe } from '../list/i18n/be';
import { redactorBe } from '../redactor/i18n/be';
import { errorsBe } from './error-strings.be';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in Belarusian, one chunk (mirrors strings.ts). */
export const be: Translation<WorkshopStrings> = { errors: errorsBe, ...listBe, ...redactorBe };
