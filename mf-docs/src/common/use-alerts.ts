import { useMemo } from 'react';
import { useShellApi } from '@gramota/shell-api';
import { AlertModal } from '@gramota/ui';

/**
 * The seeds' alerts through the shell (seed 000 §8): short hints ('Select document', 'Nothing
 * found') as toasts, titled errors ('Error': only documents, PRO) as modals.
 */
export function useAlerts() {
  const { toast, showModal } = useShellApi();
  return useMemo(
    () => ({
      hint: (text: string) => toast({ text, kind: 'info' }),
      done: (text: string) => toast({ text, kind: 'success', timeout: 3000 }),
      failure: (text: string) => toast({ text, kind: 'error' }),
      titled: (title: string, text: string) =>
        showModal({ title, component: AlertModal, props: { text } }),
    }),
    [toast, showModal],
  );
}
