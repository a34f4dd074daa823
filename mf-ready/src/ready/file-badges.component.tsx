import { useTranslation } from 'react-i18next';
import type { ReadyFile } from '@gramota/contracts';
import { formatLabel } from './ready-items';
import styles from './file-badges.module.css';

/** The page format, the JPEG and PDF each file has, and the free mark (seed 000 §3 Ready file). */
export function FileBadges({ file }: { file: ReadyFile }) {
  const { t } = useTranslation('ready');
  return (
    <span className={styles.badges} data-testid="file-badges">
      {file.format ? <span className={styles.badge}>{formatLabel(file.format)}</span> : null}
      <span className={styles.badge}>{t('ready.badges.jpeg')}</span>
      <span className={styles.badge}>{t('ready.badges.pdf')}</span>
      {file.free === '1' ? (
        <span className={`${styles.badge} ${styles.free}`} title={t('ready.badges.freeTitle')}>
          {t('ready.badges.free')}
        </span>
      ) : null}
    </span>
  );
}
