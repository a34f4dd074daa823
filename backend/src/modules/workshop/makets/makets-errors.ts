import { workshopErrors, type WorkshopErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the workshop calls. */
export const workshopError = codedErrors<WorkshopErrorCode>({ texts: workshopErrors });
