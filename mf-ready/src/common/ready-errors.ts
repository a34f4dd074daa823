import type { TFunction } from 'i18next';
import { readApiError } from '@gramota/ui';

/**
 * The message for a failed call: the area's translation of the contract's error_code (docs and
 * delivery codes), else the common one, else the server's own text.
 */
export function readyErrorMessage(t: TFunction, error: unknown): string {
  const info = readApiError(error);
  const fallback = info.text || t('common:errors.internal');
  if (info.code === 'offline') return t('common:errors.offline');
  if (!info.code) return fallback;
  return t(`ready:errors.${info.code}`, {
    defaultValue: t(`common:errors.${info.code}`, { defaultValue: fallback }),
  });
}
