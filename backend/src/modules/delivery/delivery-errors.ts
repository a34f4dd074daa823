import { deliveryErrors, type DeliveryErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the delivery calls (contracts delivery.ts). */
export const deliveryError = codedErrors<DeliveryErrorCode>({ texts: deliveryErrors });
