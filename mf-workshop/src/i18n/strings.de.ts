import { listDe } from '../list/i18n/de';
import { redactorDe } from '../redactor/i18n/de';
import { errorsDe } from './error-strings.de';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in German, one chunk (mirrors strings.ts). */
export const de: Translation<WorkshopStrings> = { errors: errorsDe, ...listDe, ...redactorDe };
