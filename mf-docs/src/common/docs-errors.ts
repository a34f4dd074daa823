import type { TFunction } from 'i18next';
import { readApiError } from '@gramota/ui';

/**
 * The message for a failed docs or templates call: the area's translation of the contract's
 * error_code, else the server's own text, else the common fallback.
 */
export function docsErrorMessage(t: TFunction, error: unknown): string {
  const info = readApiError(error);
  const fallback = info.text || t('common:errors.internal');
  if (info.code === 'offline') return t('common:errors.offline');
  if (!info.code) return fallback;
  return t(`docs:errors.${info.code}`, {
    defaultValue: t(`common:errors.${info.code}`, { defaultValue: fallback }),
  });
}

/** The error code of a failed call ('generation_unavailable', 'more_than_30', ...), or null. */
export function docsErrorCode(error: unknown): string | null {
  return readApiError(error).code;
}
