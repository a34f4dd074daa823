import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

/** What a page shows to a granted-access account without the permission for it (seed 001 §6). */
export function ForbiddenState() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.empty} role="alert" data-testid="forbidden">
      <p className={styles.title}>{t('errors.forbidden')}</p>
      <p className={styles.text}>{t('errors.forbiddenHint')}</p>
    </div>
  );
}
