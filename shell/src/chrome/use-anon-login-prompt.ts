import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, parseRoute, useShellApi } from '@gramota/shell-api';
import { startAnonLoginPrompt } from '../session/anon-login-prompt';

/** The repeating toast inviting an anonymous visitor to log in (seed 000 §1, §6). */
export function useAnonLoginPrompt(enabled: boolean, intervalMs: number) {
  const { t } = useTranslation('shell');
  const { toast } = useShellApi();
  useEffect(() => {
    if (!enabled) return undefined;
    return startAnonLoginPrompt({
      intervalMs,
      shouldPrompt: () => parseRoute(location.pathname).page !== 'login',
      prompt: () =>
        toast({
          text: t('loginPrompt.text'),
          action: { label: t('loginPrompt.action'), href: LOGIN_PATH },
          timeout: 15_000,
        }),
    });
  }, [enabled, intervalMs, t, toast]);
}
