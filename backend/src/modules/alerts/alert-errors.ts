import { alertErrors, type AlertErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The alert calls' errors: `{ result: 'error', error_code, error_text }`. */
export const alertError = codedErrors<AlertErrorCode>({ texts: alertErrors });
