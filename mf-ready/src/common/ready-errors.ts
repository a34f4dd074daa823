import type { TFunction } from 'i18next';
import { areaErrorMessage } from '@gramota/ui';

/** The message for a failed call of this area (its `ready:errors` texts first). */
export function readyErrorMessage(t: TFunction, error: unknown): string {
  return areaErrorMessage(t, 'ready', error);
}
