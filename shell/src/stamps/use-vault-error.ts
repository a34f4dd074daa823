import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type ApiErrorInfo } from '@gramota/ui';

/** A vault call's refusal in the teacher's language: its own code's text, else the kit's. */
export function useVaultError() {
  const { t } = useTranslation(['profile', 'common']);
  return (info: ApiErrorInfo) =>
    t(`profile:vault.errors.${info.code}`, { defaultValue: apiErrorMessage(t, info) });
}
