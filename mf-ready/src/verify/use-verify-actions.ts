import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { RevokeModal, type RevokeModalProps } from './revoke.modal';
import { useVerifyChangeMutation, type VerifyFilesOf } from './verify.api';

/** Revoke (asking the reason), restore and set the expiry of one file or a run. */
export function useVerifyActions() {
  const { t } = useTranslation('verify');
  const { showModal } = useShellApi();
  const notify = useNotify();
  const [change] = useVerifyChangeMutation();

  const run = useCallback(
    async (args: Parameters<typeof change>[0]) => {
      const answer = await change(args);
      const ok = 'data' in answer;
      if (ok) notify.success(t('changed'));
      else notify.error(t('failed'));
      return ok;
    },
    [change, notify, t],
  );

  const revoke = useCallback(
    (of: VerifyFilesOf, title: string) =>
      showModal<Omit<RevokeModalProps, 'close'>>({
        title,
        component: RevokeModal,
        props: { onRevoke: (reason: string) => run({ action: 'revoke', of, reason }) },
      }),
    [run, showModal],
  );
  const restore = useCallback((of: VerifyFilesOf) => run({ action: 'restore', of }), [run]);
  const expire = useCallback(
    (of: VerifyFilesOf, expiresAt: number | null) => run({ action: 'expiry', of, expiresAt }),
    [run],
  );
  return { revoke, restore, expire };
}
