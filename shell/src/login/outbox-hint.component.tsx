import { useTranslation } from 'react-i18next';
import { accountPaths } from '@gramota/contracts';
import { useLoginProvidersQuery } from '@gramota/store';
import styles from './login-page.module.css';

/**
 * Without a mail server the codes are written to the operator's outbox page (ARCHITECTURE §6); on
 * such a server (a fresh install) the visitor is told where to read the code.
 */
export function OutboxHint() {
  const { t } = useTranslation('login');
  const { data } = useLoginProvidersQuery();
  if (!data?.outbox) return null;
  return (
    <p className={styles.muted} data-testid="outbox-hint">
      {t('outboxHint')}{' '}
      <a href={accountPaths.outboxPage} target="_blank" rel="noreferrer">
        {t('outboxLink')}
      </a>
    </p>
  );
}
