import { useTranslation } from 'react-i18next';
import styles from './pro-badge.module.css';

/**
 * Free vs PRO on the topbar (seed 001 §6): a grey PRO badge on a free document, a coloured one
 * when the document has PRO features. Either opens the PRO features dialog.
 */
export function ProBadge({ proAllowed, onClick }: { proAllowed: boolean; onClick(): void }) {
  const { t } = useTranslation('redactor');
  return (
    <button
      type="button"
      className={proAllowed ? `${styles.badge} ${styles.pro}` : styles.badge}
      onClick={onClick}
      data-testid="pro-badge"
      data-pro={proAllowed ? 'true' : 'false'}
      title={proAllowed ? t('redactor.pro.badgePro') : t('redactor.pro.badgeFree')}
      aria-label={proAllowed ? t('redactor.pro.badgePro') : t('redactor.pro.badgeFree')}
    >
      PRO
    </button>
  );
}
