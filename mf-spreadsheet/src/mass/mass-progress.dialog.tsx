import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import type { MassDialogProps } from './mass-dialog-props';
import styles from './mass-dialogs.module.css';
import { useMassView } from './use-mass-view';

/** The checks, then the run's bar (seed 001 §4): closing it stops the run. */
export function MassProgressDialog({ flow, close }: MassDialogProps) {
  const { t } = useTranslation('spreadsheet');
  const view = useMassView(flow);
  let status: string;
  let percent: number | undefined;
  if (view.phase === 'running') {
    percent = view.percent;
    status = view.retrying
      ? t('mass.progress.retrying')
      : view.polling
        ? t('mass.progress.polling')
        : t('mass.progress.sending', { sent: view.sent, total: view.total });
  } else status = t('mass.checking');
  return (
    <div className={dialogClasses.body} data-testid="mass-progress" data-phase={view.phase}>
      <p role="status">{status}</p>
      <progress
        className={styles.progress}
        max={100}
        value={percent}
        aria-valuenow={percent}
        data-testid="mass-progress-bar"
      />
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('mass.progress.cancel')}</Button>
      </div>
    </div>
  );
}
