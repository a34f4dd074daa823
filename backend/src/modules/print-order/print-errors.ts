import {
  deliveryErrors,
  payErrors,
  type DeliveryErrorCode,
  type PayErrorCode,
} from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The print order's refusals, from the pay area's catalogue (payErrors print_*, not_found...). */
export const printError = codedErrors<PayErrorCode>({ texts: payErrors });

/** Adding files to the cart is a delivery call (print-order-add-file): its catalogue's codes. */
export const cartError = codedErrors<DeliveryErrorCode>({ texts: deliveryErrors });
