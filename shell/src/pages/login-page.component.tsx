import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import styles from './shell-pages.module.css';

/** Login page. The e-mail/password and code flows arrive with the accounts work. */
export function LoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <AreaPage page="login" title={t('common:pages.login')}>
      <div className={styles.card}>
        <p>{t('shell:login.intro')}</p>
        <p className={styles.muted}>{t('shell:login.anonymous')}</p>
      </div>
    </AreaPage>
  );
}
