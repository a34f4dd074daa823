import { listUk } from '../list/i18n/uk';
import { redactorUk } from '../redactor/i18n/uk';
import { errorsUk } from './error-strings.uk';
import type { WorkshopStrings } from './strings';
import type { Translation } from './translation';

/** The 'workshop' namespace in Ukrainian, one chunk (mirrors strings.ts). */
export const uk: Translation<WorkshopStrings> = { errors: errorsUk, ...listUk, ...redactorUk };
