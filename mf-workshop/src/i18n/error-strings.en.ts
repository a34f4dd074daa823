import { docsErrors, workshopErrors } from '@gramota/contracts';
import type { WorkshopErrors } from './error-strings';

/** English error texts: the contracts' own (the workshop's codes win, as in Russian). */
export const errorsEn: WorkshopErrors = { ...docsErrors, ...workshopErrors };
