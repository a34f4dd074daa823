import { useTranslation } from 'react-i18next';
import { PARENT_LINK_LIMITS } from '@gramota/contracts';
import { apiErrorMessage, readApiError } from '@gramota/ui';

/**
 * A links call's refusal in the teacher's language. The server's `error_text` is English
 * (contracts parentLinkErrors), so a code of its own reads from this area's strings; any other
 * code falls back to the kit's text for it, else to the server's own message.
 */
export function useParentLinkError() {
  const { t } = useTranslation(['ready', 'common']);
  return (error: unknown): string | null => {
    if (!error) return null;
    const info = readApiError(error);
    return t(`ready:ready.parentLinks.errors.${info.code}`, {
      defaultValue: apiErrorMessage(t, info),
      max: PARENT_LINK_LIMITS.files,
      perDay: PARENT_LINK_LIMITS.setsPerDay,
    });
  };
}
