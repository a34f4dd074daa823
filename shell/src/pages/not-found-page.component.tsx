import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import { buildAppPath } from '@gramota/shell-api';
import styles from './shell-pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <AreaPage page="not-found" title={t('common:pages.not-found')}>
      <div className={styles.card}>
        <p>{t('shell:notFound.text')}</p>
        <a href={buildAppPath('docs')}>{t('shell:notFound.back')}</a>
      </div>
    </AreaPage>
  );
}
