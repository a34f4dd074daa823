import type { Translate } from '../i18n/translate';
import { readApiError } from '../forms/api-error';

/**
 * The message for a failed call of a file area: the area's translation of the contract's
 * error_code (namespace `{area}:errors`), else the common one, else the server's own text.
 */
export function areaErrorMessage(t: Translate, area: string, error: unknown): string {
  const info = readApiError(error);
  const fallback = info.text || t('common:errors.internal');
  if (info.code === 'offline') return t('common:errors.offline');
  if (!info.code) return fallback;
  return t(`${area}:errors.${info.code}`, {
    defaultValue: t(`common:errors.${info.code}`, { defaultValue: fallback }),
  });
}
