import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, readApiError } from './api-error';
import { useSubmitGuard } from './use-submit-guard';

interface FormError<F extends string> {
  field: F | null;
  message: string;
}

/**
 * One form's submit lifecycle: the guard against double submit, and errors placed on the field the
 * server (or a client check) names, or on the whole form when no field of this form matches.
 */
export function useApiForm<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation('common');
  const { busy, guard } = useSubmitGuard();
  const [error, setError] = useState<FormError<F> | null>(null);

  const fail = useCallback((field: F | null, message: string) => {
    setError({ field, message });
  }, []);
  const clear = useCallback(() => setError(null), []);

  const submit = useCallback(
    (task: () => Promise<void>) =>
      guard(async () => {
        setError(null);
        try {
          await task();
        } catch (caught) {
          const info = readApiError(caught);
          const field = fields.find((name) => name === info.field) ?? null;
          setError({ field, message: apiErrorMessage(t, info) });
        }
      }),
    // The field list is a constant of the calling form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [guard, t],
  );

  return {
    busy,
    submit,
    fail,
    clear,
    fieldError: (field: F) => (error?.field === field ? error.message : null),
    formError: error && error.field === null ? error.message : null,
  };
}
