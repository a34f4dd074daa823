import { deliveryErrors, type DeliveryErrorCode } from '@gramota/contracts';
import { AppError } from '../../errors';

/** `{ result: 'error', error_code, error_text }` of the delivery calls (contracts delivery.ts). */
export class DeliveryError extends AppError {
  constructor(
    status: number,
    readonly code: DeliveryErrorCode,
    field?: string,
  ) {
    super(status, {
      result: 'error',
      error_code: code,
      error_text: deliveryErrors[code],
      ...(field ? { name: field } : {}),
    });
  }
}
