import { useTranslation } from 'react-i18next';
import { spreadsheetPaths } from '@gramota/contracts';
import { Button, dialogClasses } from '@gramota/ui';
import { shownRowNumber } from '../model/grid-data';
import type { MassDialogProps } from './mass-dialog-props';
import styles from './mass-dialogs.module.css';
import { useMassView } from './use-mass-view';

/**
 * The run's files (seed 001 §4 "a ready modal with results"): which rows failed, Ready files'
 * view of the run, and the whole class at once as one ZIP or one PDF (issue 15), of the files
 * that were made, in table order.
 */
export function MassReadyDialog({ flow, onOpenFiles, close }: MassDialogProps) {
  const { t } = useTranslation('spreadsheet');
  const view = useMassView(flow);
  if (view.phase !== 'ready') return null;
  const ready = view.files.filter((file) => file.status === 'ready').map((file) => file.job);
  const failedRows = view.files
    .filter((file) => file.status !== 'ready')
    .map((file) => shownRowNumber(file.row));
  return (
    <div className={dialogClasses.body} data-testid="mass-ready">
      <p role="status">{t('mass.ready.made', { count: ready.length, total: view.files.length })}</p>
      {failedRows.length > 0 ? (
        <p className={styles.failed} role="alert">
          {t('mass.ready.failed', { rows: failedRows.join(', ') })}
        </p>
      ) : null}
      {ready.length > 0 ? (
        <p className={styles.links}>
          <a href={spreadsheetPaths.massZip(ready)} download data-testid="mass-zip">
            {t('mass.ready.zip')}
          </a>
          <a href={spreadsheetPaths.massPdf(ready)} download data-testid="mass-pdf">
            {t('mass.ready.pdf')}
          </a>
        </p>
      ) : null}
      <div className={dialogClasses.actions}>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onOpenFiles(view.files.map((file) => file.job));
          }}
        >
          {t('mass.ready.open')}
        </Button>
      </div>
    </div>
  );
}
