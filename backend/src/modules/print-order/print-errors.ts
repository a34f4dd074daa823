import { payErrors, type PayErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The print order's refusals, from the pay area's catalogue (payErrors print_*, not_found...). */
export const printError = codedErrors<PayErrorCode>({ texts: payErrors });
