import { useTranslation } from 'react-i18next';
import styles from './login-page.module.css';

/** Signed in: a moment of confirmation before the page changes (seed 001 §9: 1 s). */
export function LoginDoneStep() {
  const { t } = useTranslation('login');
  return (
    <p className={styles.done} role="status" data-step="done">
      {t('done')}
    </p>
  );
}
