import type { Translate } from '@gramota/ui';
import { readApiError } from '@gramota/ui';

/**
 * A refused pay call in the teacher's words: the area's `pay:errors.<code>` when it knows the
 * code, the common one next, the server's own text last.
 */
export function payErrorText(t: Translate, error: unknown): string {
  const info = readApiError(error);
  const fallback = info.text || t('common:errors.internal');
  if (!info.code) return fallback;
  return t(`pay:errors.${info.code}`, {
    defaultValue: t(`common:errors.${info.code}`, { defaultValue: fallback }),
  });
}

/** The error code of a refused call ('offline' for a network failure), or null. */
export const payErrorCode = (error: unknown): string | null => readApiError(error).code;
