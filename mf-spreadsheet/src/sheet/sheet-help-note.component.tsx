import { useTranslation } from 'react-i18next';
import styles from './sheet-workspace.module.css';

/** The help note above the grid; hiding it is remembered in the table's settings. */
export function SheetHelpNote({ onHide }: { onHide(): void }) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  return (
    <p className={styles.help}>
      {t('spreadsheet:spreadsheet.help')}{' '}
      <button type="button" className={styles.linkButton} onClick={onHide}>
        {t('spreadsheet:spreadsheet.hideHelp')}
      </button>
    </p>
  );
}
