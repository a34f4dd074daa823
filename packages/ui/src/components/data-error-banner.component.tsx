import { useTranslation } from 'react-i18next';
import styles from './data-error-banner.module.css';

interface DataErrorBannerProps {
  onRetry?: () => void;
}

/** The seeds' 'Data retrieval error' banner (seed 000 §2, §8), shown by the shell. */
export function DataErrorBanner({ onRetry }: DataErrorBannerProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.banner} role="alert" data-testid="data-error-banner">
      <strong>{t('errors.dataRetrieval')}</strong>
      <span className={styles.hint}>{t('errors.dataRetrievalHint')}</span>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}
