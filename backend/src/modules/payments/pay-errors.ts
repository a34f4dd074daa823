import { payErrors, type PayErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The pay calls' errors: `{ result: 'error', error_code, error_text, name? }`. */
export const payError = codedErrors<PayErrorCode>({ texts: payErrors });
