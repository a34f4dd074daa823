import { useTranslation } from 'react-i18next';
import { useAccessListQuery } from '@gramota/store';
import { FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import { AccessGrantForm } from './access-grant.form';
import { AccessGrantRow } from './access-grant-row.component';
import styles from '../profile-page.module.css';

/** /app/profile/access: the owner's screen to grant, edit and revoke access to the account. */
export function AccessTab() {
  const { t } = useTranslation(['profile', 'common']);
  const { data, error, isLoading } = useAccessListQuery();
  const grants = data?.grants ?? [];
  return (
    <div data-tab-content="access">
      <p className={styles.intro}>{t('profile:access.intro')}</p>
      <AccessGrantForm />
      <section className={styles.card} data-testid="access-grants">
        <h2 className={styles.cardTitle}>{t('profile:access.listTitle')}</h2>
        {error ? <FormAlert message={apiErrorMessage(t, readApiError(error))} /> : null}
        {!isLoading && !error && grants.length === 0 ? (
          <p className={styles.muted} data-testid="access-empty">
            {t('profile:access.emptyTitle')}. {t('profile:access.emptyText')}
          </p>
        ) : null}
        {grants.map((grant) => (
          <AccessGrantRow key={grant.id} grant={grant} />
        ))}
      </section>
    </div>
  );
}
