import type { Translate } from '@gramota/ui';
import { areaErrorMessage } from '@gramota/ui';

/** The message for a failed call of this area (its `ready:errors` texts first). */
export function readyErrorMessage(t: Translate, error: unknown): string {
  return areaErrorMessage(t, 'ready', error);
}
