import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useStampVaultQuery } from '@gramota/store';
import { AreaPage, FormAlert, apiErrorMessage, readApiError } from '@gramota/ui';
import { AuditLogSection } from './audit-log.section';
import { StampRequestsSection } from './stamp-requests.section';
import { StampRulesSection } from './stamp-rules.section';
import styles from './stamps-page.module.css';

/**
 * /app/stamps/ — the school's stamp and signature vault (issue 37): requests to answer and the
 * teacher's own, the stamps with who may place each (the owner sets it), and the owner's log.
 * Members working in the school's account (granted access) come here from the profile menu.
 */
export function StampsPage() {
  const { t } = useTranslation(['profile', 'common']);
  const vault = useStampVaultQuery();
  const isOwner = vault.data?.is_owner === true;
  return (
    <AreaPage page="stamps" title={t('profile:vault.title')}>
      <div className={styles.page} data-testid="stamps-page">
        {vault.error ? <FormAlert message={apiErrorMessage(t, readApiError(vault.error))} /> : null}
        <StampRequestsSection />
        {vault.data ? <StampRulesSection vault={vault.data} /> : null}
        {isOwner ? (
          <p className={styles.muted}>
            <a href={appPaths.profileStamp()}>{t('profile:vault.upload')}</a>
          </p>
        ) : null}
        {isOwner ? <AuditLogSection /> : null}
      </div>
    </AreaPage>
  );
}
