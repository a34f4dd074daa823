import { useTranslation } from 'react-i18next';
import type { FileView } from './file-browser.types';
import styles from './loading-skeleton.module.css';

/** Grey shapes where items will appear, while the list loads. */
export function LoadingSkeleton({ view }: { view: FileView }) {
  const { t } = useTranslation('common');
  const shapes = Array.from({ length: view === 'list' ? 6 : 8 }, (_, index) => index);
  return (
    <div role="status" aria-busy="true" aria-label={t('fileBrowser.loading')}>
      {view === 'list' ? (
        <div className={styles.list}>
          {shapes.map((index) => (
            <div key={index} className={styles.row}>
              <span className={`${styles.block} ${styles.rowIcon}`} />
              <span className={`${styles.block} ${styles.rowText}`} />
              <span className={`${styles.block} ${styles.rowDate}`} />
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.grid}>
          {shapes.map((index) => (
            <div key={index} className={styles.card}>
              <span className={`${styles.block} ${styles.thumb}`} />
              <span className={`${styles.block} ${styles.line}`} />
              <span className={`${styles.block} ${styles.shortLine}`} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
