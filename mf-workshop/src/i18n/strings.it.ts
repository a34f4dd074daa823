import { listIt } from '../list/i18n/it';
import { redactorIt } from '../redactor/i18n/it';
import { errorsIt } from './error-strings.it';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in Italian, one chunk (mirrors strings.ts). */
export const it: Translation<WorkshopStrings> = { errors: errorsIt, ...listIt, ...redactorIt };
