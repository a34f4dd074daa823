import type { Translate } from '@gramota/ui';
import { readApiError } from '@gramota/ui';

/**
 * A refused print call in the teacher's words: `print:errors.<code>` first, then the pay area's
 * and the common ones, the server's own text last.
 */
export function printErrorText(t: Translate, error: unknown): string {
  const info = readApiError(error);
  const fallback = info.text || t('common:errors.internal');
  if (!info.code) return fallback;
  return t(`print:errors.${info.code}`, {
    defaultValue: t(`pay:errors.${info.code}`, {
      defaultValue: t(`common:errors.${info.code}`, { defaultValue: fallback }),
    }),
  });
}
