import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import styles from './shell-pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <AreaPage page="not-found" title={t('common:pages.not-found')}>
      <div className={styles.card}>
        <p>{t('shell:notFound.text')}</p>
        <a href={appPaths.docs()}>{t('shell:notFound.back')}</a>
      </div>
    </AreaPage>
  );
}
