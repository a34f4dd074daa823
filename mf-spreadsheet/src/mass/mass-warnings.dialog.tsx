import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { shownRowNumber } from '../sheet/grid-data';
import type { MassWarning } from './mass-checks';
import type { MassDialogProps } from './mass-dialog-props';
import styles from './mass-dialogs.module.css';
import { useMassView } from './use-mass-view';

/** The rows "Check before making" found (issue 15): fix one in the table, or create anyway. */
export function MassWarningsDialog({ flow }: MassDialogProps) {
  const { t } = useTranslation('spreadsheet');
  const view = useMassView(flow);
  if (view.phase !== 'warnings') return null;
  const problem = (warning: MassWarning) =>
    warning.kind === 'duplicate'
      ? t('mass.warnings.duplicate', { row: shownRowNumber(warning.sameAs ?? 0) })
      : t(warning.kind === 'empty' ? 'mass.warnings.empty' : 'mass.warnings.tooLong');
  return (
    <div className={dialogClasses.body} data-testid="mass-warnings">
      <p>{t('mass.warnings.intro')}</p>
      <div className={styles.warnings}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('mass.warnings.row')}</th>
              <th>{t('mass.warnings.column')}</th>
              <th>{t('mass.warnings.problem')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {view.warnings.map((warning) => (
              <tr key={`${warning.row}:${warning.kind}:${warning.key}`} data-testid="mass-warning">
                <td>{shownRowNumber(warning.row)}</td>
                <td>{warning.key || t('mass.warnings.wholeRow')}</td>
                <td>{problem(warning)}</td>
                <td>
                  <button
                    type="button"
                    className={styles.fix}
                    onClick={() => flow.fix(warning.row)}
                  >
                    {t('mass.warnings.fix')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={() => flow.createAnyway()}>
          {t('mass.warnings.createAnyway')}
        </Button>
      </div>
    </div>
  );
}
