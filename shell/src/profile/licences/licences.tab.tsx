import { useTranslation } from 'react-i18next';
import { useProfileLicencesQuery } from '@gramota/store';
import { EmptyState, FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import { formatDay } from '../format-date';
import styles from '../profile-page.module.css';

/** /app/profile/licence: licences and their end dates (granted by the operator, later by payments). */
export function LicencesTab() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { data, error, isLoading } = useProfileLicencesQuery();
  if (error) return <FormAlert message={apiErrorMessage(t, readApiError(error))} />;
  if (isLoading) return null;
  const licences = data?.licences ?? [];
  if (licences.length === 0) {
    return (
      <div className={styles.narrow}>
        <EmptyState
          title={t('profile:licences.emptyTitle')}
          text={t('profile:licences.emptyText')}
        />
      </div>
    );
  }
  return (
    <table className={styles.table} data-testid="licences">
      <thead>
        <tr>
          <th>{t('profile:licences.kind')}</th>
          <th>{t('profile:licences.template')}</th>
          <th>{t('profile:licences.start')}</th>
          <th>{t('profile:licences.end')}</th>
          <th>{t('profile:licences.active')}</th>
        </tr>
      </thead>
      <tbody>
        {licences.map((licence) => (
          <tr key={licence.id} data-licence={licence.kind}>
            <td>{t(`profile:licences.kinds.${licence.kind}`, { defaultValue: licence.kind })}</td>
            <td>{licence.template_id ?? t('profile:licences.allTemplates')}</td>
            <td>{formatDay(licence.date_start, i18n.language)}</td>
            <td>{formatDay(licence.date_end, i18n.language)}</td>
            <td>{t(licence.active ? 'profile:licences.yes' : 'profile:licences.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
