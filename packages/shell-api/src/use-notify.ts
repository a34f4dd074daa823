import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createNotify, type Notify } from '@gramota/ui';
import { useShellApi } from './shell-api.context';

/**
 * The seeds' alerts and toasts through the shell: `alert(text, title?)` opens a titled modal
 * ('Error' by default), `info`, `success(text, options?)` and `error` show toasts with the seeds'
 * timings. The helper itself lives in packages/ui beside AlertModal, since ui cannot import
 * shell-api (shell-api depends on ui).
 */
export function useNotify(): Notify {
  const shell = useShellApi();
  const { t } = useTranslation('common');
  const alertTitle = t('alerts.errorTitle');
  return useMemo(() => createNotify(shell, alertTitle), [shell, alertTitle]);
}
