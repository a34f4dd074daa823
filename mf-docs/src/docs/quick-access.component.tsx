import { useTranslation } from 'react-i18next';
import type { DocSummary } from '@gramota/contracts';
import { formatDateTime, formatDisplayName } from '@gramota/ui';
import styles from './quick-access.module.css';

interface QuickAccessProps {
  docs: readonly DocSummary[];
  timezone?: string;
  onOpen: (doc: DocSummary) => void;
}

/** The first 4 recent documents, one click away (seed 000 §2, shown above the list). */
export function QuickAccess({ docs, timezone, onOpen }: QuickAccessProps) {
  const { t, i18n } = useTranslation('docs');
  return (
    <section className={styles.quick} aria-label={t('docs.quickAccess')} data-testid="quick-access">
      <h2 className={styles.title}>{t('docs.quickAccess')}</h2>
      <div className={styles.row}>
        {docs.map((doc) => (
          <button
            key={doc.id}
            type="button"
            className={styles.doc}
            data-doc-id={doc.id}
            title={doc.name.replace(/_/g, ' ')}
            onClick={() => onOpen(doc)}
          >
            <span className={styles.thumb}>
              <img src={doc.thumb} alt="" loading="lazy" draggable={false} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{formatDisplayName(doc.name)}</span>
              <span className={styles.date}>
                {formatDateTime(doc['edit-time'] || doc.time, timezone, i18n.language ?? 'ru')}
              </span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
