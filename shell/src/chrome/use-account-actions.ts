import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useShellApi } from '@gramota/shell-api';
import {
  useAccessExitMutation,
  useAccessSwitchMutation,
  useAppDispatch,
  useLogoutMutation,
} from '@gramota/store';
import { apiErrorMessage, readApiError, useSubmitGuard } from '@gramota/ui';
import { changeSession } from '../session/session-actions';

/**
 * Switching into a granted account, back out of it, and logging out: each changes who the session
 * is, so caches are reset, the profile reloaded, and the teacher lands where the permissions say.
 */
export function useAccountActions() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { navigate } = useShellApi();
  const notify = useNotify();
  const { busy, guard } = useSubmitGuard();
  const [accessSwitch] = useAccessSwitchMutation();
  const [accessExit] = useAccessExitMutation();
  const [logout] = useLogoutMutation();

  const run = useCallback(
    (call: () => Promise<unknown>) =>
      guard(async () => {
        try {
          navigate(await changeSession(dispatch, call));
        } catch (error) {
          notify.error(apiErrorMessage(t, readApiError(error)));
        }
      }),
    [guard, dispatch, navigate, notify, t],
  );

  return {
    busy,
    switchInto: (ownerId: string) => run(() => accessSwitch({ ownerId }).unwrap()),
    exitAccess: () => run(() => accessExit().unwrap()),
    logout: () => run(() => logout().unwrap()),
  };
}
