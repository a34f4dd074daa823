import type { Translate } from '../i18n/translate';

/** What a failed call tells the form: a stable code, the server's text and the field at fault. */
export interface ApiErrorInfo {
  code: string | null;
  text: string;
  field: string | null;
  status: number | string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads an RTK Query error (`{status, data}`), a rejected `unwrap()` or anything else thrown. The
 * server's error shape (answers.ts): `{result, error_code, error_text, name}`.
 */
export function readApiError(error: unknown): ApiErrorInfo {
  const status = isRecord(error) && 'status' in error ? (error.status as number | string) : null;
  if (status === 'FETCH_ERROR') return { code: 'offline', text: '', field: null, status };
  const data = isRecord(error) && isRecord(error.data) ? error.data : null;
  if (data) {
    const code = typeof data.error_code === 'string' ? data.error_code : null;
    const text = typeof data.error_text === 'string' ? data.error_text : '';
    const field = typeof data.name === 'string' && data.name ? data.name : null;
    if (code || text)
      return {
        code: code ?? (data.result === 'forbidden' ? 'forbidden' : null),
        text,
        field,
        status,
      };
    if (data.result === 'forbidden') return { code: 'forbidden', text: '', field, status };
  }
  if (status === 403) return { code: 'forbidden', text: '', field: null, status };
  if (status === 429) return { code: 'too_many_attempts', text: '', field: null, status };
  return { code: 'internal', text: '', field: null, status };
}

/** The translated message: `errors.<code>` in the common namespace, else the server's own text. */
export function apiErrorMessage(t: Translate, info: ApiErrorInfo): string {
  const fallback = info.text || t('common:errors.internal');
  if (!info.code) return fallback;
  return t(`common:errors.${info.code}`, { defaultValue: fallback });
}
