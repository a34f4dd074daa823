import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { useVerifyActions } from './use-verify-actions';
import { useVerifyFilesQuery } from './verify.api';
import styles from './verify.module.css';

/**
 * A mass run's verification (issue 35): how many of its files are valid, revoked or expired, and
 * revoking or restoring the whole run at once. Nothing when the run's files are not verifiable.
 */
export function VerifyRun({ ids, massId }: { ids: readonly string[]; massId: string | undefined }) {
  const { t } = useTranslation('verify');
  const actions = useVerifyActions();
  const readyIds = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  const { data } = useVerifyFilesQuery({ readyIds }, { skip: readyIds.length === 0 });
  const files = data?.files ?? [];
  if (files.length === 0) return null;
  const count = (status: string) => files.filter((file) => file.status === status).length;
  const of = massId ? { massId } : { readyIds };
  return (
    <div className={styles.card} data-testid="verify-run">
      <b>{t('title')}</b>
      <span data-testid="verify-summary">
        {t('summary', {
          valid: count('valid'),
          revoked: count('revoked'),
          expired: count('expired'),
        })}
      </span>
      {count('revoked') < files.length ? (
        <Button variant="danger" onClick={() => actions.revoke(of, t('revokeRunTitle'))}>
          {t('revokeRun')}
        </Button>
      ) : null}
      {count('revoked') > 0 ? (
        <Button onClick={() => void actions.restore(of)}>{t('restoreRun')}</Button>
      ) : null}
    </div>
  );
}
