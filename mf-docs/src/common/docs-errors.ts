import type { TFunction } from 'i18next';
import { areaErrorMessage, readApiError } from '@gramota/ui';

/** The message for a failed call of this area (its `docs:errors` texts first). */
export function docsErrorMessage(t: TFunction, error: unknown): string {
  return areaErrorMessage(t, 'docs', error);
}

/** The error code of a failed call ('generation_unavailable', 'more_than_30', ...), or null. */
export function docsErrorCode(error: unknown): string | null {
  return readApiError(error).code;
}
