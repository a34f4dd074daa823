import { useTranslation } from 'react-i18next';
import { useProfileStampsQuery } from '@gramota/store';
import { EmptyState, FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import { StampUploadForm } from './stamp-upload.form';
import { StampCard } from './stamp-card.component';
import styles from '../profile-page.module.css';

/** /app/profile/stamp: upload and manage stamps and signatures used later by the editor. */
export function StampsTab() {
  const { t } = useTranslation(['profile', 'common']);
  const { data, error, isLoading } = useProfileStampsQuery();
  const stamps = data?.stamps ?? [];
  return (
    <div data-tab-content="stamp">
      <StampUploadForm />
      <h2 className={styles.cardTitle}>{t('profile:stamps.listTitle')}</h2>
      {error ? <FormAlert message={apiErrorMessage(t, readApiError(error))} /> : null}
      {!isLoading && !error && stamps.length === 0 ? (
        <div className={styles.narrow}>
          <EmptyState title={t('profile:stamps.emptyTitle')} text={t('profile:stamps.emptyText')} />
        </div>
      ) : null}
      <div className={styles.grid} data-testid="stamps">
        {stamps.map((stamp) => (
          <StampCard key={stamp.id} stamp={stamp} />
        ))}
      </div>
    </div>
  );
}
