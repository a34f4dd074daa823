import type { Translate } from '@gramota/ui';
import { areaErrorMessage, readApiError } from '@gramota/ui';

/** The message for a failed call of this area (its `docs:errors` texts first). */
export function docsErrorMessage(t: Translate, error: unknown): string {
  return areaErrorMessage(t, 'docs', error);
}

/** The error code of a failed call ('generation_unavailable', 'more_than_30', ...), or null. */
export function docsErrorCode(error: unknown): string | null {
  return readApiError(error).code;
}
