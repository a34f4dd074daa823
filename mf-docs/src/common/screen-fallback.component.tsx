import { useTranslation } from 'react-i18next';
import { AreaPage } from '@gramota/ui';
import styles from './screen-fallback.module.css';

/** The page heading at once while the screen's code arrives, so nothing jumps. */
export function ScreenFallback({ page }: { page: 'docs' | 'templates' }) {
  const { t } = useTranslation('common');
  return (
    <AreaPage page={page} title={t(`pages.${page}`)}>
      <div className={styles.placeholder} aria-busy="true" />
    </AreaPage>
  );
}
