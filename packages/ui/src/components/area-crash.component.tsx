import { useTranslation } from 'react-i18next';
import styles from './area-crash.module.css';

interface AreaCrashProps {
  area: string;
  error: Error;
  /** What the button does; the page reload by default (a prop so a test can watch it). */
  onReload?: () => void;
}

/**
 * Error boundary content of an area: the rest of the app keeps working. A render crash is a fault
 * of the program, not of the network, so it never shows the data error banner's "check your
 * connection" (that banner stays for fetches that failed): it says the section broke and offers
 * the page reload that usually brings it back.
 */
export function AreaCrash({
  area,
  error,
  onReload = () => window.location.reload(),
}: AreaCrashProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.crash} role="alert" data-area-crash={area} data-testid="area-crash">
      <strong className={styles.title}>{t('errors.areaCrashed')}</strong>
      <span className={styles.hint} title={error.message}>
        {t('errors.areaCrashedHint')}
      </span>
      <button type="button" className={styles.reload} onClick={onReload}>
        {t('errors.reloadPage')}
      </button>
    </div>
  );
}
