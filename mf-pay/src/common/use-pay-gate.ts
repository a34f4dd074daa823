import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { api, selectProfile, useAppSelector } from '@gramota/store';
import { usePaySettingsModalQuery } from '../pay.api';
import { openPaySettings } from '../settings/open-pay-settings';
import { payStep } from './pay-step';

const currentAddress = () => window.location.pathname + window.location.search;

/**
 * The payment modal rules before any invoice is made (seed 001 §5, §6). `gate(proceed)` runs
 * `proceed` at once when the teacher may pay; a guest gets 'Log in to pay!' and the login with
 * this address kept to come back to; a member without pay_full 'Forbidden'; a missing e-mail or
 * country the settings modal first, and `proceed` once they are saved.
 */
export function usePayGate() {
  const { t } = useTranslation(['pay', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const session = api.useLoginCheckQuery().currentData;
  const profile = useAppSelector(selectProfile);
  const loggedIn = Boolean(session?.login);
  const settings = usePaySettingsModalQuery(undefined, { skip: !loggedIn });

  const gate = useCallback(
    (proceed: () => void, returnTo: string = currentAddress()) => {
      const step = payStep({
        loggedIn,
        accessMode: session?.is_access === 'true',
        payFull: Boolean(profile?.permissions.pay_full),
        email: settings.data?.email ?? null,
        country: settings.data?.country ?? null,
      });
      if (step === 'login') {
        notify.info(t('common:loginReasons.pay'));
        shell.requireLogin('pay', returnTo);
      } else if (step === 'forbidden') {
        notify.alert(t('common:errors.forbidden'));
      } else if (step === 'settings') {
        openPaySettings(shell, t, proceed);
      } else {
        proceed();
      }
    },
    [loggedIn, session, profile, settings.data, notify, shell, t],
  );
  /** False until the session (and for a teacher, the settings) are known. */
  const ready = Boolean(session) && (!loggedIn || !settings.isLoading);
  return { gate, ready };
}
